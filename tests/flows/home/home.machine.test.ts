import { machineSuite } from '../../model/harness/suite.ts';
import { homeModel } from './home.model.ts';

machineSuite(homeModel);
