import { machineSuite } from '../../model/harness/suite.ts';
import { sessionModel } from './session.model.ts';

machineSuite(sessionModel);
