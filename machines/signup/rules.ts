/**
 * The sign-up flow's pure rules besides its two forms (form.ts holds the forms' values, validation, the CURP and
 * RFC generation, the code field): which URL an event names and what the API's refusals mean. No
 * XState here: the machine names these as guards and actions.
 */
import { errorCode, errorStatus } from '../shared/errors';
import type { SignupEvent } from './types';

/** A `ROUTE.CHANGED` to `route` (Back, Forward, a typed URL). */
export const isRoute = (event: SignupEvent, route: string) =>
  event.type === 'ROUTE.CHANGED' && event.route === route;

/** 409 `EMAIL_OR_PHONE_TAKEN`: the e-mail or the phone belongs to another account. */
export const isContactTaken = (error: unknown) =>
  errorStatus(error) === 409 && errorCode(error) === 'EMAIL_OR_PHONE_TAKEN';

/** Any other 409: an account with the same personal data exists. */
export const isPersonalDataTaken = (error: unknown) =>
  errorStatus(error) === 409 && errorCode(error) !== 'EMAIL_OR_PHONE_TAKEN';

/** The server refused the code (422 wrong or expired, 429 locked or too many attempts today). */
export const isRefusedCode = (error: unknown) => {
  const status = errorStatus(error);
  return status === 422 || status === 429;
};
