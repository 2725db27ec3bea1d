/**
 * The sign-up flow's request bodies, built from the context in the contract's field names (src/api/contract):
 * the availability check, the CURP lookup, the account, the activation code and the new e-mail.
 */
import { birthDateOf } from './form';
import type {
  ActivateInput,
  CheckAccountInput,
  CreateAccountInput,
  LookupCurpInput,
  SignupContext,
  UpdateEmailInput,
} from './types';

/** `POST /clients/exists`: the e-mail (trimmed) and the phone. */
export const checkAccountBody = (context: SignupContext): CheckAccountInput => ({
  email: context.account.email.trim(),
  phoneNumber: context.account.phoneNumber,
});

/** `GET /clients/curp/:curp`: the CURP as the registry knows it (trimmed, upper case). */
export const curpLookupInput = (context: SignupContext): LookupCurpInput => ({
  curp: context.personal.curp.trim().toUpperCase(),
});

/** The `POST /clients` body: the personal data plus the account step. */
export function createAccountBody(context: SignupContext): CreateAccountInput {
  const p = context.personal;
  const iso = birthDateOf(p).replace(/\//g, '-');
  return {
    email: context.account.email.trim(),
    phoneNumber: context.account.phoneNumber,
    password: context.account.password,
    referralCode: context.referralCode,
    name: p.name.trim(),
    firstSurname: p.firstSurname.trim(),
    secondSurname: p.noSecondSurname ? null : p.secondSurname.trim(),
    sex: p.sex === 'H' ? 'H' : 'M',
    nationality: p.nationality,
    countryOfBirth: p.countryOfBirth,
    stateOfBirth: p.stateOfBirth,
    dateOfBirth: `${iso}T00:00:00.000Z`,
    curp: p.curp.trim().toUpperCase(),
    taxpayerId: p.taxpayerId.trim().toUpperCase(),
    termsAndConditions: true,
  };
}

/** `POST /clients/activate`: the 4-digit code. */
export const activateBody = (context: SignupContext): ActivateInput => ({
  activationCode: context.activationCode,
});

/** `POST /clients/email`: the new address (trimmed). */
export const updateEmailBody = (context: SignupContext): UpdateEmailInput => ({
  email: context.newEmail.trim(),
});
