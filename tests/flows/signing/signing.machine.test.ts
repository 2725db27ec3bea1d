import { machineSuite } from '../../model/harness/suite.ts';
import { signingModel } from './signing.model.ts';

machineSuite(signingModel);
