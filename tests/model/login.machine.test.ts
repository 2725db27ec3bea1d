import { machineSuite } from './harness/suite.ts';
import { loginModel } from './login.model.ts';

machineSuite(loginModel);
