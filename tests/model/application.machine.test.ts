import { applicationModel } from './application.model.ts';
import { machineSuite } from './harness/suite.ts';

machineSuite(applicationModel);
