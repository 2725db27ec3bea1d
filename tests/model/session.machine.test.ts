import { machineSuite } from './harness/suite.ts';
import { sessionModel } from './session.model.ts';

machineSuite(sessionModel);
