import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine';
import { maskInspectionEvent } from '../../../src/app/devtools/inspect';
import { MASK, maskPersonalData } from '../../../src/app/devtools/mask';
import { ANA_CURP, clientProfile, NOW, tokens } from '../../fixtures/samples';

const secrets = [
  ...['Ana Luisa', 'Torres', 'Méndez', 'ana@correo.mx', '5512345678', ANA_CURP, 'TOMA950717AB1'],
  ...['012180001234567891', tokens.client, 'secreto123', '4821', '123456'],
];

function leaks(value: unknown): string[] {
  const text = JSON.stringify(value);
  return secrets.filter((s) => text.includes(s));
}

describe('maskPersonalData', () => {
  test('masks names, CURP, RFC, phone, e-mail, CLABE, tokens, codes and passwords by key, at any depth', () => {
    const masked = maskPersonalData({
      profile: { ...clientProfile, interbankCode: '012180001234567891' },
      token: tokens.client,
      form: { password: 'secreto123', activationCode: '4821', nip: '123456', signatureCode: '123456' },
      list: [{ fullName: 'Ana Luisa Torres', phoneNumber: '5512345678' }],
    });
    expect(leaks(masked)).toEqual([]);
    const { name, curp, taxpayerId, interbankCode } = masked.profile;
    expect([name, curp, taxpayerId, interbankCode, masked.form.activationCode]).toEqual(Array(5).fill(MASK));
  });

  test('keeps what is not personal: ids, flags, amounts, statuses, nulls', () => {
    const masked = maskPersonalData({ ...clientProfile, interbankCode: null });
    const kept = { id: 'c-1', isSuspended: false, creditLimit: 0, interbankCode: null };
    expect(masked).toMatchObject(kept);
    expect(masked.settings).toEqual(clientProfile.settings);
  });

  test('masks the value of an edit event naming a personal field, and personal-looking strings anywhere', () => {
    const edit = { type: 'CHANGE', field: 'name' };
    expect(maskPersonalData({ ...edit, value: 'Ana Luisa' })).toEqual({ ...edit, value: MASK });
    expect(maskPersonalData({ type: 'CHANGE', field: 'amount', value: '5000' }).value).toBe('5000');
    // A field named by a reference's index and its leaf name (the quick application's finish form).
    const finish = maskPersonalData({
      type: 'FINISH.CHANGE',
      values: { '1.fullName': 'Ana Luisa', status: 'EMPLOYED' },
    });
    expect(finish).toEqual({ type: 'FINISH.CHANGE', values: { '1.fullName': MASK, status: 'EMPLOYED' } });
    const anywhere = maskPersonalData({ note: 'escribir a ana@correo.mx', other: ANA_CURP });
    expect(anywhere).toEqual({ note: MASK, other: MASK });
    expect(maskPersonalData({ type: 'LOGIN', payload: tokens.client }).payload).toBe(MASK);
    expect(maskPersonalData(new Error('token de ana@correo.mx'))).toEqual({ name: 'Error', message: MASK });
  });

  test('does not modify the original', () => {
    const original = { email: 'ana@correo.mx' };
    maskPersonalData(original);
    expect(original.email).toBe('ana@correo.mx');
  });

  test('every inspection event of a real session actor is masked (snapshots and events)', () => {
    const seen: unknown[] = [];
    const actor = createActor(sessionMachine, {
      input: { token: null, now: NOW },
      inspect: (event) => {
        const { actorRef: _ref, ...rest } = event as typeof event & { actorRef: unknown };
        const snapshot = (rest as { snapshot?: { context?: unknown; value?: unknown } }).snapshot;
        seen.push(
          maskInspectionEvent({
            type: rest.type,
            event: 'event' in rest ? rest.event : undefined,
            snapshot: snapshot ? { value: snapshot.value, context: snapshot.context } : undefined,
          }),
        );
      },
    }).start();
    actor.send({ type: 'LOGIN', token: tokens.client });
    actor.send({ type: 'PROFILE.UPDATED', profile: clientProfile });
    actor.stop();
    expect(seen.length).toBeGreaterThan(3);
    expect(leaks(seen)).toEqual([]);
  });
});
