/**
 * `pendingPromoterApplication` (spec §3 "Promoter application draft", §9): the promoter's quick application in
 * progress — the promoter flow's persisted snapshot, or a plain draft. Lifetime 1 day (the promoter issue's
 * reading of spec §9's "promoter 1"), dropped when AT LEAST 1 day old (spec §5 "Draft expiry").
 */
import { DAY_MS, defineDraft, draftFields } from './draft';

export const pendingPromoterApplication = defineDraft({
  key: 'pendingPromoterApplication',
  lifetimeMs: DAY_MS,
  expires: 'at',
  parse: (value: unknown): unknown => {
    const fields = draftFields(value);
    if (fields === null) return null;
    const type = fields.applicationType;
    // applicationType defaults to STORE (spec §3); anything else present is not a draft of this flow.
    return type === undefined || type === 'STORE' || type === 'PERSONAL_LOAN' ? value : null;
  },
});
