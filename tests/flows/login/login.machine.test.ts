import { machineSuite } from '../../model/harness/suite.ts';
import { loginModel } from './login.model.ts';

machineSuite(loginModel);
