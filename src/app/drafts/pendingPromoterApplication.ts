/**
 * `pendingPromoterApplication` (spec §3 "Promoter application draft", §9): the promoter's quick application in
 * progress — the promoter flow's persisted snapshot, or a plain draft. Lifetime 1 day (the promoter issue's
 * reading of spec §9's "promoter 1"), dropped when AT LEAST 1 day old (spec §5 "Draft expiry"). A snapshot saved
 * before the finish form took the contract's names (`employmentStatus`, `reference1Name`…) restores under them
 * (`FINISH_RENAMES`).
 */
import { DAY_MS, defineDraft, draftFields, type FieldRenames, renameContextFields } from './draft';

/** The finish form's older names → the contract's leaf names (`employment.status`, `personalReferences[i]`). */
const FINISH_FIELDS = {
  employmentStatus: 'status',
  reference1Name: '0.fullName',
  reference1Phone: '0.phoneNumber',
  reference2Name: '1.fullName',
  reference2Phone: '1.phoneNumber',
} as const;
export const FINISH_RENAMES: FieldRenames = { finish: FINISH_FIELDS, finishErrors: FINISH_FIELDS };

export const pendingPromoterApplication = defineDraft({
  key: 'pendingPromoterApplication',
  lifetimeMs: DAY_MS,
  expires: 'at',
  parse: (value: unknown): unknown => {
    const fields = draftFields(value);
    if (fields === null) return null;
    const type = fields.applicationType;
    // applicationType defaults to STORE (spec §3); anything else present is not a draft of this flow.
    return type === undefined || type === 'STORE' || type === 'PERSONAL_LOAN'
      ? renameContextFields(value, FINISH_RENAMES)
      : null;
  },
});
