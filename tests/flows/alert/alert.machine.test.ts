import { machineSuite } from '../../model/harness/suite.ts';
import { alertModel } from './alert.model.ts';

machineSuite(alertModel);
