/**
 * Every flow machine's model. The generator (`npm run statecharts`) and the viewer read this list; each
 * model also has `tests/flows/<name>/<name>.machine.test.ts` and `<name>.ui.test.tsx` (once its screens exist).
 * Add a machine here when its model is written (see docs/testing.md).
 */
import { alertModel } from '../flows/alert/alert.model.ts';
import { applicationModel } from '../flows/application/application.model.ts';
import { documentsModel } from '../flows/documents/documents.model.ts';
import { homeModel } from '../flows/home/home.model.ts';
import { loginModel } from '../flows/login/login.model.ts';
import { passwordModel } from '../flows/password/password.model.ts';
import { promoterModel } from '../flows/promoter/promoter.model.ts';
import { promoterSigninModel } from '../flows/promoterSignin/promoterSignin.model.ts';
import { sessionModel } from '../flows/session/session.model.ts';
import { signingModel } from '../flows/signing/signing.model.ts';
import { signupModel } from '../flows/signup/signup.model.ts';
import { storeLinkModel } from '../flows/storeLink/storeLink.model.ts';
import { storeSearchModel } from '../flows/storeSearch/storeSearch.model.ts';
import { draftsModel } from '../rules/drafts/drafts.model.ts';
import { purchasesModel } from '../rules/purchases/purchases.model.ts';
import { shellMenuModel } from '../rules/shellMenu/shellMenu.model.ts';
import type { AnyModel } from './harness/types.ts';

export const models: readonly AnyModel[] = [
  sessionModel,
  loginModel,
  alertModel,
  passwordModel,
  signupModel,
  applicationModel,
  storeSearchModel,
  storeLinkModel,
  documentsModel,
  signingModel,
  homeModel,
  promoterSigninModel,
  promoterModel,
];

/**
 * Models of rules outside any flow machine (issue 25): drafts (src/app/drafts), the shell menu by role
 * (src/app/shell/menu.ts), Mi cuenta's tabs and badges (machines/account/view.ts). Each is a small machine in its
 * test folder (`tests/flows/<name>/<name>.rules.ts`) that follows what a person does and asks the app's pure
 * function at every step; the same harness runs it (`machineSuite`: paths, measured coverage, seeded walks, the spec
 * oracle at every step) and its oracle rows must all be used. Machine level only: the function is the rule, the
 * screens that render it are covered by their UI tests. Not in `models` (the flows), whose names must be the
 * machines of `machines/`: the atlas shows them apart, as rules ("Reglas fuera de los flujos", with their Spanish
 * name and functions in scripts/statecharts/atlas/flow-names.ts `RULE_NAMES`), and `statecharts:check` fails on
 * one never measured, stale or below 100 % at machine level.
 */
export const ruleModels: readonly AnyModel[] = [draftsModel, shellMenuModel, purchasesModel];

/**
 * Models whose UI-level run is not written yet (`ui: null`): reported as uncovered in
 * statecharts/coverage.json. The registry test fails for a model with `ui: null` that is not listed here,
 * and for a listed model that has its UI level, so this list stays honest.
 */
export const uiPending: readonly string[] = [];

/**
 * Models without their spec oracle yet (`tests/flows/<name>/<name>.oracle.ts`). The registry test fails for a model without an
 * oracle that is not listed here, and for a listed model that has one.
 */
export const oraclePending: readonly string[] = [];
