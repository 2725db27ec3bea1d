/** Every flow's spec table (one per flow with fields or bounds). */
import { APPLICATION_TABLE } from './application.table.ts';
import { LOGIN_TABLE } from './login.table.ts';
import { PASSWORD_TABLE } from './password.table.ts';
import { PROMOTER_TABLE } from './promoter.table.ts';
import { SIGNING_TABLE } from './signing.table.ts';
import { SIGNUP_TABLE } from './signup.table.ts';
import type { FlowTable } from './table.ts';

export const TABLES: readonly FlowTable[] = [
  SIGNUP_TABLE,
  LOGIN_TABLE,
  PASSWORD_TABLE,
  APPLICATION_TABLE,
  PROMOTER_TABLE,
  SIGNING_TABLE,
];
