/**
 * Every flow machine's model. The generator (`npm run statecharts`) and the viewer read this list; each
 * model also has `<name>.machine.test.ts` (and `<name>.ui.test.tsx` once its screens exist).
 * Add a machine here when its model is written (see docs/testing.md).
 */
import { loginModel } from './login.model.ts';
import { sessionModel } from './session.model.ts';
import type { AnyModel } from './harness/types.ts';

export const models: readonly AnyModel[] = [sessionModel, loginModel];
