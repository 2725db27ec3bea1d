/**
 * The notices lint (tests/unit/architecture/notices.ts, issue 40.4): every notice a machine writes is read by a
 * check of its flow's model. Run on the working tree, and on a planted flow whose notice no check reads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { describeGap, flowsOf, noticeGaps, noticesOf } from './notices.ts';
import { listSources, ROOT } from './scan.ts';

function workingTree(): Record<string, string> {
  const files = [...listSources('machines'), ...listSources('tests/flows')];
  return Object.fromEntries(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
}

const tree = workingTree();

describe('notices: every notice a machine writes is read by a check of its flow', () => {
  test('the flows and their notices are found', () => {
    const flows = flowsOf(tree);
    expect(flows).toEqual(
      expect.arrayContaining('application login password promoter signing signup'.split(' ')),
    );
    const signing = 'NO_DATE_MESSAGE WRONG_NIP_MESSAGE nipFailedMessage CLABE_FAILED_DESCRIPTION'.split(' ');
    expect(noticesOf(tree, 'signing').map((n) => n.name)).toEqual(expect.arrayContaining(signing));
  });

  test('no notice is unread', () => {
    expect(noticeGaps(tree).map(describeGap)).toEqual([]);
  });
});

describe('notices: the lint fails on a planted flow whose notice no check reads', () => {
  /** A flow whose two notices (an alert and a template) are both read by its model's check. */
  const READ: Record<string, string> = {
    'machines/loan/messages.ts': [
      "export const SAVE_FAILED_MESSAGE = 'No pudimos guardar tu préstamo.';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a planted template literal, as source text
      'export const limitMessage = (phone: string) => `Llama al ${phone} para subir tu límite`;',
      "export const EMPTY_MESSAGE = 'Aún no tienes préstamos';",
    ].join('\n'),
    'machines/loan/actions.ts': [
      "import { LIMIT_MESSAGE, SAVE_FAILED_MESSAGE, limitMessage } from './messages';",
      'export const loanActions = {',
      '  alertSaveFailed: say(errorAlert(SAVE_FAILED_MESSAGE)),',
      '  showLimit: set(({ context }) => ({ notice: limitMessage(context.phone) })),',
      '};',
    ].join('\n'),
    'machines/loan/view.ts':
      "import { EMPTY_MESSAGE } from './messages';\nexport const empty = EMPTY_MESSAGE;",
    'tests/flows/loan/loan.oracle.ts': [
      'export const LOAN_SPEC = { texts: {',
      "  saveFailed: 'No pudimos guardar tu préstamo.',",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a planted template literal, as source text
      '  limit: (phone: string) => `Llama al ${phone} para subir tu límite`,',
      '} } as const;',
    ].join('\n'),
    'tests/flows/loan/loan.model.ts': [
      "import { LOAN_SPEC as SPEC } from './loan.oracle.ts';",
      'export const check = (s, emitted) => {',
      '  expectAlerts(emitted, [errorAlertOf(SPEC.texts.saveFailed)]);',
      "  expect(s.context.notice).toBe(SPEC.texts.limit('5555555555'));",
      '};',
    ].join('\n'),
  };

  test('a flow whose notices are all read passes', () => {
    expect(noticesOf(READ, 'loan').map((n) => n.name)).toEqual(['SAVE_FAILED_MESSAGE', 'limitMessage']);
    expect(noticeGaps(READ).map(describeGap)).toEqual([]);
  });

  test('a notice in the oracle that no check reads fails', () => {
    const tree = {
      ...READ,
      // The error path is walked, but its check reads only the alert's type and timer.
      'tests/flows/loan/loan.model.ts': [
        "import { LOAN_SPEC as SPEC } from './loan.oracle.ts';",
        'export const check = (s, emitted) => {',
        "  expect(emitted.map((a) => a.alertType)).toEqual(['error']);",
        "  expect(s.context.notice).toBe(SPEC.texts.limit('5555555555'));",
        '};',
      ].join('\n'),
    };
    expect(noticeGaps(tree).map((g) => [g.notice.name, g.kind, g.keys])).toEqual([
      ['SAVE_FAILED_MESSAGE', 'unread', ['saveFailed']],
    ]);
  });

  test('a notice the oracle does not hold, and a new one only a comment names, fail', () => {
    const tree = {
      ...READ,
      'machines/loan/messages.ts': `${READ['machines/loan/messages.ts']}\nexport const LATE_MESSAGE = 'Tu pago está vencido';`,
      'machines/loan/actions.ts': READ['machines/loan/actions.ts']!.replace(
        '};',
        '  alertLate: say(errorAlert(LATE_MESSAGE)),\n};',
      ),
      'tests/flows/loan/loan.screens.ts':
        "// shows 'Tu pago está vencido' on the late state\nexport const ui = {};",
    };
    expect(noticeGaps(tree).map((g) => [g.notice.name, g.kind])).toEqual([['LATE_MESSAGE', 'missing']]);
  });

  test('a message only the view shows is not a notice of a transition', () => {
    expect(noticesOf(READ, 'loan').map((n) => n.name)).not.toContain('EMPTY_MESSAGE');
  });
});
