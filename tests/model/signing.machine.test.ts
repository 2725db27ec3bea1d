import { machineSuite } from './harness/suite.ts';
import { signingModel } from './signing.model.ts';

machineSuite(signingModel);
