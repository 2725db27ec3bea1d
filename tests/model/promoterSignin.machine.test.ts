import { machineSuite } from './harness/suite.ts';
import { promoterSigninModel } from './promoterSignin.model.ts';

machineSuite(promoterSigninModel);
