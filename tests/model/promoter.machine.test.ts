import { machineSuite } from './harness/suite.ts';
import { promoterModel } from './promoter.model.ts';

machineSuite(promoterModel);
