import { documentsModel } from './documents.model.ts';
import { machineSuite } from './harness/suite.ts';

machineSuite(documentsModel);
