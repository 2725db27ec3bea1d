/**
 * What each quick-application screen shows, derived from a snapshot (`useSelector(actor, promoterView)`).
 * `matches()` and context paths live here only; screens render the member they get and send events.
 */

import type { PostalCodeEntry } from '../../src/api/contract/catalog';
import { type Centavos, formatMXN, parseMXN } from '../../src/domain/money';
import { ordinaryRateBps } from '../../src/domain/rates';
import { statedEstimate } from '../../src/domain/statement';
import { decisionView, type ResultView } from '../application/rules';
import type {
  DataField,
  DataMode,
  DataValues,
  FinishField,
  FinishValues,
  ProductField,
  ProductValues,
} from './form';
import { isWorking, termOptions } from './form';
import { BADGES, READ_ONLY_ACTIVATED_NOTE, READ_ONLY_NOT_YOURS_NOTE } from './messages';
import { dataModeOf } from './rules';
import type { ConsentField, ConsentValues, PromoterContext, PromoterStoreOption } from './types';

const promoterResult = (c: PromoterContext): ResultView | null =>
  c.result ? decisionView(c.result, true) : null;

/** The statement of the estimate (a store purchase at its rate, every period a month) and its total. */
function paymentsOf(c: PromoterContext): string | null {
  const amount = parseMXN(c.product.creditAmount);
  const term = Number(c.product.requestedPeriod);
  const rate = ordinaryRateBps('STORE', term);
  if (c.estimate === null || amount === null || amount <= 0 || rate === null) return null;
  const s = statedEstimate(c.estimate as Centavos, amount, rate, term);
  return `${s.text}; total ${formatMXN(s.total)}`;
}

type Errors<F extends string> = Readonly<Partial<Record<F, string>>>;

interface Snapshot {
  readonly context: PromoterContext;
  matches(value: string | Record<string, unknown>): boolean;
  hasTag(tag: string): boolean;
}

export type PromoterView =
  | {
      readonly screen: 'simulation';
      readonly stores: readonly PromoterStoreOption[];
      readonly storeId: string | null;
    }
  | {
      readonly screen: 'clientCheck';
      readonly phoneNumber: string;
      readonly error: string | null;
      readonly busy: boolean;
      /** Set once the check answered. */
      readonly badge: string | null;
      readonly clientName: string | null;
      readonly maskedEmail: string | null;
    }
  | {
      readonly screen: 'data';
      readonly isNewClient: boolean;
      /** 'new', 'editable' (the CURP, address and e-mail on file, to correct) or 'readOnly' (on file, and why). */
      readonly mode: DataMode;
      /** Why the client's CURP, address and e-mail cannot be changed here (read-only mode only). */
      readonly readOnlyNote: string | null;
      /** The e-mail on file as the promoter may see it (read-only mode; masked unless she may see it). */
      readonly emailOnFile: string | null;
      readonly values: DataValues;
      readonly errors: Errors<DataField>;
      readonly neighborhoods: readonly PostalCodeEntry[];
      /** The neighbourhoods to choose from: the postal code's, or the one on file before any lookup. */
      readonly neighborhoodOptions: readonly string[];
      readonly busy: boolean;
      readonly lookingUp: 'curp' | 'postalCode' | 'phone' | null;
    }
  | {
      readonly screen: 'product';
      readonly values: ProductValues;
      readonly errors: Errors<ProductField>;
      readonly terms: readonly number[];
      readonly busy: boolean;
      /** 'Pago mensual estimado' (formatted MXN), null until fetched. */
      readonly estimateText: string | null;
      /** The payments and total of the estimate, as its table has them; null until fetched. */
      readonly paymentsText: string | null;
      readonly estimating: boolean;
    }
  | {
      readonly screen: 'consent';
      readonly values: ConsentValues;
      readonly errors: Errors<ConsentField>;
      readonly busy: boolean;
      /** The NIP SMS resend (spec §9: 90 s for the business role). */
      readonly countdown: number;
      readonly canResend: boolean;
      readonly resending: boolean;
    }
  | {
      readonly screen: 'finish';
      readonly values: FinishValues;
      readonly errors: Errors<FinishField>;
      readonly showRent: boolean;
      readonly showEmployment: boolean;
      readonly busy: boolean;
    }
  | { readonly screen: 'confirmEmail'; readonly email: string }
  | {
      readonly screen: 'activation';
      readonly code: string;
      readonly error: string | null;
      readonly shownCode: string | null;
      readonly fetchingCode: boolean;
      readonly processing: boolean;
      readonly countdown: number;
      readonly canResend: boolean;
      readonly resending: boolean;
      readonly email: string;
    }
  | {
      readonly screen: 'result';
      readonly mode: 'preliminaryFailed' | 'decision';
      /** The credit application's result screen in promoter mode ('Finalizar', every §8 rejection text). */
      readonly result: ResultView | null;
    }
  | { readonly screen: 'none' };

export function promoterView(snapshot: Snapshot): PromoterView {
  const c = snapshot.context;
  const busy = snapshot.hasTag('busy');
  if (snapshot.matches('simulation')) return { screen: 'simulation', stores: c.stores, storeId: c.storeId };
  if (snapshot.matches('clientCheck')) {
    const found = snapshot.matches({ clientCheck: 'found' });
    return {
      screen: 'clientCheck',
      phoneNumber: c.checkPhone,
      error: c.checkError,
      busy,
      badge: found && c.clientKind ? BADGES[c.clientKind] : null,
      clientName:
        found && c.client ? [c.client.name, c.client.firstSurname, c.client.secondSurname].join(' ') : null,
      maskedEmail: found ? (c.client?.email ?? null) : null,
    };
  }
  if (snapshot.matches('data')) {
    const lookingUp = snapshot.matches({ data: 'lookingUpCurp' })
      ? 'curp'
      : snapshot.matches({ data: 'lookingUpPostalCode' })
        ? 'postalCode'
        : snapshot.matches({ data: 'checkingPhone' })
          ? 'phone'
          : null;
    const mode = dataModeOf(c.client);
    const options = c.neighborhoods.map((n) => n.neighborhood);
    return {
      screen: 'data',
      isNewClient: c.client === null,
      mode,
      readOnlyNote:
        mode !== 'readOnly'
          ? null
          : c.client?.activatedAt
            ? READ_ONLY_ACTIVATED_NOTE
            : READ_ONLY_NOT_YOURS_NOTE,
      emailOnFile: mode === 'readOnly' ? (c.client?.email ?? null) : null,
      values: c.data,
      errors: c.dataErrors,
      neighborhoods: c.neighborhoods,
      neighborhoodOptions:
        options.length === 0 && c.data.neighborhood !== '' ? [c.data.neighborhood] : options,
      busy,
      lookingUp,
    };
  }
  if (snapshot.matches('product')) {
    return {
      screen: 'product',
      values: c.product,
      errors: c.productErrors,
      terms: termOptions(c.product),
      busy,
      estimateText: c.estimate === null ? null : formatMXN(c.estimate as Centavos),
      paymentsText: paymentsOf(c),
      estimating:
        snapshot.matches({ product: { editing: 'debouncing' } }) ||
        snapshot.matches({ product: { editing: 'estimating' } }),
    };
  }
  if (snapshot.matches('consent'))
    return {
      screen: 'consent',
      values: c.consent,
      errors: c.consentErrors,
      busy: snapshot.matches({ consent: { form: 'preProcessing' } }),
      countdown: c.countdown,
      canResend: snapshot.matches({ consent: { resend: 'ready' } }),
      resending: snapshot.matches({ consent: { resend: 'resending' } }),
    };
  if (snapshot.matches('finish')) {
    return {
      screen: 'finish',
      values: c.finish,
      errors: c.finishErrors,
      showRent: c.finish.addressType === 'RENTED',
      showEmployment: isWorking(c.finish.status),
      busy,
    };
  }
  if (snapshot.matches('confirmEmail')) return { screen: 'confirmEmail', email: c.finish.email.trim() };
  if (snapshot.matches('activation')) {
    return {
      screen: 'activation',
      code: c.activationCode,
      error: c.codeError,
      shownCode: c.shownCode,
      fetchingCode: snapshot.matches({ activation: { code: 'fetching' } }),
      processing: snapshot.matches({ activation: { code: 'processing' } }),
      countdown: c.countdown,
      canResend: snapshot.matches({ activation: { resend: 'ready' } }),
      resending: snapshot.matches({ activation: { resend: 'resending' } }),
      email: c.finish.email.trim(),
    };
  }
  if (snapshot.matches('preliminaryFailed'))
    return { screen: 'result', mode: 'preliminaryFailed', result: promoterResult(c) };
  if (snapshot.matches('result')) return { screen: 'result', mode: 'decision', result: promoterResult(c) };
  return { screen: 'none' };
}
