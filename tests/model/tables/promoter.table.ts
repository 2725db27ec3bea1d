/**
 * The promoter flows' table (spec §5 "Promoter data" and "Quick application", §9 sizes, the promoter's sign-in). The
 * quick application's bounds are walked by the promoter model's own rows (tests/flows/promoter/promoter.bounds.ts
 * `ROWS`, each used by a walk or the suite fails); this table names which of them hold each rule of the app.
 */
import type { FlowTable } from './table.ts';

export const PROMOTER_TABLE: FlowTable = {
  flow: 'promoter',
  fields: [],
  bounds: [],
  refusals: [],
  coveredBy: {
    'machines/promoter/form.ts minLength(10)':
      "promoter.bounds.ts rows 'client phone of 9/10/11', \"new client's phone of 9/10\"",
    'machines/promoter/form.ts exactDigits(5)': "promoter.bounds.ts rows 'postal code of 4/5/6'",
    'machines/promoter/form.ts exactDigits(6)': "promoter.bounds.ts rows 'nip of 5/6/7'",
    'machines/promoter/form.ts exactDigits(4)': "promoter.bounds.ts rows 'activation code of 3/4/5'",
    'machines/promoterSignin.machine.ts exactDigits(10)':
      'promoterSignin.model.ts oracle: the phone under, at and over 10 digits (SPEC.sizes.phone)',
    'machines/promoterSignin.machine.ts exactDigits(6)':
      'promoterSignin.model.ts oracle: the NIP under, at and over 6 digits (SPEC.sizes.nip)',
  },
  pending: {
    'limits.PROMOTER_FILING_LIMITS':
      "the server's filing limits (the app's own, no spec number): tests/integration, not yet a model row",
    'limits.PROMOTER_FILING_CODES.perClientPerDay':
      'the refusal text by code: promoter.alerts.ts, not yet a table row',
    'limits.PROMOTER_FILING_CODES.perDay': 'as perClientPerDay',
    'limits.PROMOTER_FILING_CODES.coolDown': 'as perClientPerDay',
    'limits.CONSENT_NIP_LIMITS': "the server's consent-NIP budgets (the app's own): tests/integration",
    'limits.CLIENT_NIP_LIMIT_CODES.day':
      'the refusal text by code (fixtures/refusals.ts), walked by the signing model',
    'limits.CLIENT_NIP_LIMIT_CODES.lifetime': 'as day',
  },
};
