import { machineSuite } from './harness/suite.ts';
import { storeLinkModel } from './storeLink.model.ts';

machineSuite(storeLinkModel);
