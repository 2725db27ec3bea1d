/**
 * `pendingPromoterApplication` (spec §3 "Promoter application draft", §9): the promoter's quick application in
 * progress — the promoter flow's persisted snapshot, or a plain draft. Lifetime 1 hour, dropped when AT LEAST
 * 1 h old (spec §5 "Draft expiry").
 */
import { defineDraft, draftFields, HOUR_MS } from './draft';

export const pendingPromoterApplication = defineDraft({
  key: 'pendingPromoterApplication',
  lifetimeMs: HOUR_MS,
  expires: 'at',
  parse: (value: unknown): unknown => {
    const fields = draftFields(value);
    if (fields === null) return null;
    const type = fields.applicationType;
    // applicationType defaults to STORE (spec §3); anything else present is not a draft of this flow.
    return type === undefined || type === 'STORE' || type === 'PERSONAL_LOAN' ? value : null;
  },
});
