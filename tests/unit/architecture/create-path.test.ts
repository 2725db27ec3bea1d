/**
 * The server's `applications.create` reads top to bottom (docs/architecture.md, "One press, from the screen to the
 * database", steps 6–8): the handler `create` in routes.ts, its steps in create.ts, the rules it shares with
 * can-create in eligibility.ts, its statements in queries.ts. Each file of the path calls only the files below it
 * here (and the shared rows, the limit rule, the consent SMS, the sign-up's account rows), so following a create
 * never leads through another helper file and back. Run on the working tree, and on a planted tree that fails it.
 */
import { describe, expect, test } from 'vitest';
import type { Violation } from './house.ts';
import { loadModules, type Module, treeModules } from './scan.ts';

const DIR = 'server/lending/applications';

/** Each file of the path, and the local server modules it may import (values or types). */
const PATH: Readonly<Record<string, readonly string[]>> = {
  [`${DIR}/routes.ts`]: [
    `${DIR}/create.ts`,
    // The other endpoints of the area.
    `${DIR}/details.ts`,
    `${DIR}/service.ts`,
    // The API's names for the customer's NIP, read in one place (the other endpoints' bodies).
    'server/lending/nip.ts',
  ],
  [`${DIR}/create.ts`]: [
    `${DIR}/eligibility.ts`,
    `${DIR}/queries.ts`,
    // The area's shared rows (a client's row, the client's lock, the transaction).
    'server/lending/queries.ts',
    // The answer: the consent NIP by SMS to a promoter's client (shared with resend and pre-process).
    `${DIR}/service.ts`,
    // A promoter's new client: the sign-up's account rows and identity checks.
    'server/accounts/identity.ts',
    'server/accounts/service.ts',
    'server/accounts/signup.ts',
  ],
  [`${DIR}/eligibility.ts`]: [
    `${DIR}/queries.ts`,
    'server/lending/queries.ts',
    // The §6 available limit (shared with can-create, the balance, the decision and the signature).
    'server/lending/loans.ts',
    // A promoter's filing limits (shared with can-create).
    'server/lending/promoter/filing.ts',
  ],
  [`${DIR}/queries.ts`]: ['server/lending/queries.ts'],
};

/** Infrastructure and leaf modules any file of the path may use: no logic of the create lives there. */
const INFRASTRUCTURE = [
  'server/context.ts server/db/ server/http/ server/auth/passwords.ts server/lending/access.ts',
  'server/lending/messages.ts server/lending/schema.ts server/lending/statuses.ts',
].flatMap((line) => line.split(' '));

const isInfrastructure = (file: string) =>
  INFRASTRUCTURE.some((i) => (i.endsWith('/') ? file.startsWith(i) : file === i));

function createPathViolations(modules: readonly Module[]): Violation[] {
  const violations: Violation[] = [];
  const byFile = new Map(modules.map((m) => [m.file, m]));
  for (const [file, allowed] of Object.entries(PATH)) {
    const module = byFile.get(file);
    if (!module) {
      violations.push({ file, flow: null, text: `${file} → a file of the create path is missing` });
      continue;
    }
    for (const edge of module.edges) {
      if (!edge.local || !edge.to.startsWith('server/')) continue;
      if (allowed.includes(edge.to) || isInfrastructure(edge.to)) continue;
      violations.push({ file, flow: null, text: `${file} → the create path leads into ${edge.to}` });
    }
  }
  const routes = byFile.get(`${DIR}/routes.ts`);
  if (routes && !/route\((?:applicationsApi|api)\.create, \([^)]*\) =>\s*create\(/.test(routes.code)) {
    const text = `${routes.file} → applications.create is not handled by \`create\``;
    violations.push({ file: routes.file, flow: null, text });
  }
  return violations;
}

const texts = (violations: readonly Violation[]) => violations.map((v) => v.text);

describe('the server create path', () => {
  test('applications.create reads routes.ts → create.ts → eligibility.ts → queries.ts, never back', () => {
    expect(texts(createPathViolations(loadModules()))).toEqual([]);
  });

  test('a planted create that detours through another helper file fails it', () => {
    const tree = {
      [`${DIR}/routes.ts`]: "import { createApplication } from './create.ts';\n",
      [`${DIR}/create.ts`]:
        "import { closePreviousUnfinished } from './unfinished.ts';\nimport { recordEvent } from '../transitions.ts';\n",
      [`${DIR}/unfinished.ts`]: "import { closeUnfinishedRows } from './queries.ts';\n",
      [`${DIR}/eligibility.ts`]: "import { countCreatedSince } from './queries.ts';\n",
      [`${DIR}/queries.ts`]: "import { findClient } from '../create.ts';\n",
      'server/lending/transitions.ts': '',
      'server/lending/create.ts': '',
    };
    expect(texts(createPathViolations(treeModules(tree)))).toEqual([
      `${DIR}/create.ts → the create path leads into ${DIR}/unfinished.ts`,
      `${DIR}/create.ts → the create path leads into server/lending/transitions.ts`,
      `${DIR}/queries.ts → the create path leads into server/lending/create.ts`,
      `${DIR}/routes.ts → applications.create is not handled by \`create\``,
    ]);
  });
});
