import { demoModel } from './fixtures/demo.model.ts';
import { machineSuite } from './harness/suite.ts';

machineSuite(demoModel);
