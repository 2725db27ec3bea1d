import { alertModel } from './alert.model.ts';
import { machineSuite } from './harness/suite.ts';

machineSuite(alertModel);
