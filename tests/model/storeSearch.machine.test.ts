import { machineSuite } from './harness/suite.ts';
import { storeSearchModel } from './storeSearch.model.ts';

machineSuite(storeSearchModel);
