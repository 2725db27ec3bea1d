import { machineSuite } from '../../model/harness/suite.ts';
import { promoterSigninModel } from './promoterSignin.model.ts';

machineSuite(promoterSigninModel);
