import { machineSuite } from '../../model/harness/suite.ts';
import { documentsModel } from './documents.model.ts';

machineSuite(documentsModel);
