/**
 * What the quick-application screens are given (machines/promoter/view.ts) where the UI model cannot read it on the
 * page: a state the walks never reach (a client known from an earlier check while a new check runs, an answer
 * without a kind, a result screen without a result) and the estimate's statement against the amortization oracle's
 * table. Everything else each screen shows in every state (badges, the client's name and e-mail, the stores, the data
 * step's modes and neighbourhoods, the busy buttons, the resend links, the rent and employment fields, the code's
 * e-mail) is checked on the page by promoter.screens.ts.
 */
import { describe, expect, it } from 'vitest';
import { promoterMachine, promoterView } from '../../../machines/promoter/index';
import type { PromoterContext } from '../../../machines/promoter/types';
import { asCentavos } from '../../../src/domain/money';
import { mxn, oracleTable } from '../../model/oracle/amortization.ts';
import { BASE } from './promoter.harness.ts';
import { registeredClient } from './promoter.samples.ts';

type Value = Parameters<typeof promoterMachine.resolveState>[0]['value'];

function view(value: Value, context: Partial<PromoterContext> = {}) {
  return promoterView(promoterMachine.resolveState({ value, context: { ...BASE, ...context } }));
}

describe('client check (spec §2 badges)', () => {
  it('a client known from an earlier check shows nothing until the check answers again; no kind, no badge', () => {
    const client = registeredClient.client;
    const v = view({ clientCheck: 'checking' }, { clientKind: 'registered', client });
    const nothing = { badge: null, clientName: null, maskedEmail: null };
    expect(v).toMatchObject({ screen: 'clientCheck', busy: true, ...nothing });
    expect(view({ clientCheck: 'found' }, { clientKind: null, client: null })).toMatchObject(nothing);
  });
});

describe('product step (spec §9 bands)', () => {
  const product = { productPrice: '10,000', creditAmount: '9000', requestedPeriod: '6' };
  const idle = (context: Partial<PromoterContext>) => view({ product: { editing: 'idle' } }, context);

  it('an estimate that is the table’s instalment: the table’s payments, its last one and its exact total', () => {
    // The amortization oracle's table (written from the spec), not src/domain's.
    const oracle = oracleTable({ principal: 900_000n, bps: 6000, months: 6, firstPaymentDate: '2026-02-01' });
    const estimate = asCentavos(Number(oracle.instalment));
    const last = oracle.rows[5]!.payment;
    expect(last).not.toBe(oracle.instalment);
    expect(idle({ product, estimate })).toMatchObject({
      paymentsText: `6 pagos mensuales de ${mxn(oracle.instalment)} (el último de ${mxn(last)}); total ${mxn(oracle.totals.payment)}`,
    });
    // No amount or no offered term: no statement.
    for (const over of [{ creditAmount: '' }, { creditAmount: '0' }, { requestedPeriod: '5' }]) {
      expect(idle({ product: { ...product, ...over }, estimate })).toMatchObject({ paymentsText: null });
    }
  });
});

describe('results in promoter mode (spec §2, §4)', () => {
  it('no result yet; done shows nothing', () => {
    expect(view('result')).toEqual({ screen: 'result', mode: 'decision', result: null });
    expect(view('preliminaryFailed')).toEqual({ screen: 'result', mode: 'preliminaryFailed', result: null });
    expect(view('done')).toEqual({ screen: 'none' });
  });
});
