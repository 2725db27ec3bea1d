import { machineSuite } from '../../model/harness/suite.ts';
import { applicationModel } from './application.model.ts';

machineSuite(applicationModel);
