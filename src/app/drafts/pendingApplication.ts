/**
 * `pendingApplication` (spec §3 "Application creation draft", §9): the credit application in progress — the
 * application flow's persisted snapshot, or a plain draft from older versions. Read by the login host (a
 * personal-loan start clears it), the password host (a pending store application is where a reset client goes)
 * and the sign-up host (the type of the application the new account continues).
 *
 * Lifetime 14 days (dropped when MORE than 14 days old). Also dropped when unparsable or a STORE application
 * without `storeId` (spec §5 "Draft expiry"). A snapshot saved before the product form took the contract's names
 * (`price`, `amount`, `term`) restores under them (`PRODUCT_RENAMES`).
 */
import type { ApplicationType } from '../../domain/terms';
import { DAY_MS, defineDraft, draftFields, type FieldRenames, renameContextFields } from './draft';

/** The product form's older names → the contract's (`productInformation`), in its values and its errors. */
const PRODUCT_FIELDS = { price: 'productPrice', amount: 'creditAmount', term: 'requestedPeriod' } as const;
export const PRODUCT_RENAMES: FieldRenames = { product: PRODUCT_FIELDS, productErrors: PRODUCT_FIELDS };

function storeIdOf(fields: Record<string, unknown>): string | number | null {
  const { storeId } = fields;
  return (typeof storeId === 'string' && storeId !== '') || typeof storeId === 'number' ? storeId : null;
}

function typeOf(fields: Record<string, unknown>): ApplicationType | null {
  const type = fields.applicationType ?? fields.type;
  return type === 'STORE' || type === 'PERSONAL_LOAN' ? type : null;
}

export const pendingApplication = defineDraft({
  key: 'pendingApplication',
  lifetimeMs: 14 * DAY_MS,
  expires: 'after',
  parse: (value: unknown): unknown => {
    const fields = draftFields(value);
    if (fields === null) return null;
    if (typeOf(fields) === 'STORE' && storeIdOf(fields) === null) return null;
    return renameContextFields(value, PRODUCT_RENAMES);
  },
});

/** The application type of a pending application, if any. */
export function pendingApplicationType(draft: unknown): ApplicationType | null {
  const fields = draftFields(draft);
  return fields === null ? null : typeOf(fields);
}

/**
 * Whether a store application is waiting (spec §4 "Password reset success": a client with a store goes back to
 * the credit application): the draft carries a `storeId`.
 */
export function hasPendingStoreApplication(draft: unknown): boolean {
  const fields = draftFields(draft);
  return fields !== null && storeIdOf(fields) !== null;
}

/**
 * Whether a value is a STORE application without its store: the draft the schema drops with the §8 alert 'No se
 * encontró una tienda en la solicitud guardada…' (the application flow shows it and goes to /).
 */
export function isStoreApplicationWithoutStore(value: unknown): boolean {
  const fields = draftFields(value);
  return fields !== null && typeOf(fields) === 'STORE' && storeIdOf(fields) === null;
}
