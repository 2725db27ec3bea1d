/**
 * The sign-up's request bodies (machines/signup/bodies.ts), in the contract's field names: what the customer typed,
 * trimmed, and the CURP as the registry knows it.
 */
import { describe, expect, it } from 'vitest';
import {
  activateBody,
  checkAccountBody,
  curpLookupInput,
  type SignupContext,
  updateEmailBody,
} from '../../../machines/signup/index.ts';
import { MARIA_CURP } from '../../fixtures/samples.ts';

const context = {
  account: { email: ' ana@correo.mx ', phoneNumber: '5512345678', password: 'secreto123' },
  personal: { curp: ' logf900514mjcprr02 ' },
  activationCode: '4821',
  newEmail: ' ana.luisa@correo.mx ',
} as unknown as SignupContext;

describe('sign-up bodies', () => {
  it('the availability check sends the trimmed e-mail and the phone', () => {
    expect(checkAccountBody(context)).toEqual({ email: 'ana@correo.mx', phoneNumber: '5512345678' });
  });

  it('the lookup asks for the CURP trimmed and in upper case', () => {
    expect(curpLookupInput(context)).toEqual({ curp: MARIA_CURP });
  });

  it('the code and the new address go as typed, the address trimmed', () => {
    expect(activateBody(context)).toEqual({ activationCode: '4821' });
    expect(updateEmailBody(context)).toEqual({ email: 'ana.luisa@correo.mx' });
  });
});
