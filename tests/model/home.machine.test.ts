import { machineSuite } from './harness/suite.ts';
import { homeModel } from './home.model.ts';

machineSuite(homeModel);
