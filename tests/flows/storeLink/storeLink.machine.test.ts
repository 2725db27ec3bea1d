import { machineSuite } from '../../model/harness/suite.ts';
import { storeLinkModel } from './storeLink.model.ts';

machineSuite(storeLinkModel);
