/**
 * The signing flow's request bodies (machines/signing/bodies.ts), in the contract's field names.
 */
import { describe, expect, it } from 'vitest';
import { clabeBody, type SigningContext, signInput } from '../../../machines/signing/index.ts';

const context = {
  applicationId: 'app-1',
  selectedDate: '2026-02-01',
  nip: '123456',
  clabe: '002180700000000019',
};

describe('signing bodies', () => {
  it("'Firmar' sends the chosen date and the PIN for the application", () => {
    expect(signInput(context as SigningContext)).toEqual({
      id: 'app-1',
      body: { firstPaymentDate: '2026-02-01', signatureCode: '123456' },
      // The signature's operation: the flow's draft, the application and the step (machines/shared/keys.ts).
      operationKey: expect.stringMatching(/^[0-9a-f]{16}:app-1:signing\.sign:0$/),
    });
  });

  it('without a chosen date the date is empty (the server refuses it; the machine never sends it so)', () => {
    expect(signInput({ ...context, selectedDate: null } as SigningContext).body.firstPaymentDate).toBe('');
  });

  it('the CLABE form sends the interbank code', () => {
    expect(clabeBody(context)).toEqual({ interbankCode: '002180700000000019' });
  });
});
