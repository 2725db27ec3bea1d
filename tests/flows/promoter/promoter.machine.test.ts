import { machineSuite } from '../../model/harness/suite.ts';
import { promoterModel } from './promoter.model.ts';

machineSuite(promoterModel);
