import { machineSuite } from '../../model/harness/suite.ts';
import { storeSearchModel } from './storeSearch.model.ts';

machineSuite(storeSearchModel);
