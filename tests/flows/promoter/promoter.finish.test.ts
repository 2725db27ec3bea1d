/**
 * Finishing the quick application and its activation code through the machine (spec §5 "Quick application", the
 * 4-digit code, §8 texts).
 */
import { describe, expect, it } from 'vitest';
import type { PromoterContext } from '../../../machines/promoter/index';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import {
  type Api,
  BASE,
  CLIENT,
  errorAlert,
  NOW,
  processed,
  rejects,
  run,
  sent,
  settle,
  VALID_FINISH,
} from './promoter.harness.ts';

fakeTimersFrom(NOW);

const SUBMIT = { type: 'FINISH.SUBMIT' } as const;

describe('finish the application (spec §5 "Quick application", §8 texts)', () => {
  const application = { id: 'a-1', clientId: 'c-9' };
  const editing = { finish: 'editing' } as const;
  /** The valid form (with `context`) of the application sent, answered by `api`. */
  const submitted = (api: Partial<Api> = {}, context: Partial<PromoterContext> = {}) =>
    sent({ at: editing, context: { application, finish: VALID_FINISH, ...context }, api, send: [SUBMIT] });
  const TAKEN = { email: 'El email ingresado ya se encuentra registrado.' };

  it('a change keeps the references’ phones as digits and drops the changed field’s error', () => {
    const t = run({ at: editing, context: { finishErrors: { '0.phoneNumber': 'x', email: 'y' } } });
    t.actor.send({ type: 'FINISH.CHANGE', values: { '0.phoneNumber': '55 1111 2222' } });
    expect(t.context()).toMatchObject({
      finish: { ...BASE.finish, '0.phoneNumber': '5511112222' },
      finishErrors: { email: 'y' },
    });
  });

  it('submitting an incomplete form shows its errors (dates against the context’s day)', () => {
    const finish = { ...VALID_FINISH, movedInSince: '2026-01' };
    const t = run({ at: editing, context: { finish, now: Date.UTC(2026, 0, 1, 12) }, send: [SUBMIT] });
    expect(t.value()).toEqual(editing);
    expect(t.context().finishErrors).toEqual({ movedInSince: 'La fecha debe ser menor al día de hoy' });
    const ok = run({ at: editing, context: { application, finish }, send: [SUBMIT] });
    expect(ok.value()).toEqual({ finish: 'checkingEmail' });
  });

  it('the e-mail is checked, then the quick application sent; then the confirmation', async () => {
    const t = run({
      at: editing,
      context: { application, finish: { ...VALID_FINISH, email: ' maria.lopez@correo.mx ' } },
      api: { 'promoters.isRegistered': async () => ({ isRegistered: true, client: CLIENT }) },
    });
    t.actor.send({ type: 'FINISH.SUBMIT' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls[0]).toEqual({ src: 'promoters.isRegistered', input: { email: 'maria.lopez@correo.mx' } });
    expect(t.calls[1]).toMatchObject({
      src: 'promoters.quickApplication',
      input: {
        applicationId: 'a-1',
        body: { email: 'maria.lopez@correo.mx', movedInSince: '2020-03-01', monthlyRent: null },
      },
    });
    expect(t.value()).toBe('confirmEmail');
    expect(t.cleared()).toBe(1);
    t.actor.send({ type: 'CONTINUE' });
    expect(t.value()).toEqual({ activation: { code: 'editing', resend: 'waiting' } });
  });

  it('another client’s e-mail is refused; a free one goes on', async () => {
    const another = { isRegistered: true, client: { ...CLIENT, id: 'c-other' } };
    const taken = await submitted({ 'promoters.isRegistered': async () => another }, { finishErrors: {} });
    expect(taken.value()).toEqual(editing);
    expect(taken.context().finishErrors).toEqual(TAKEN);
    expect(taken.calls.map((c) => c.src)).toEqual(['promoters.isRegistered']);
    expect(taken.context().finish).toEqual(VALID_FINISH);

    const free = await submitted();
    expect(free.value()).toBe('confirmEmail');
  });

  it('an e-mail registered without a client record counts as another’s', async () => {
    const noRecord = { isRegistered: true, client: null };
    const t = await submitted({ 'promoters.isRegistered': async () => noRecord });
    expect(t.value()).toEqual(editing);
    expect(t.context().finishErrors).toEqual(TAKEN);
  });

  it('a failed e-mail check alerts', async () => {
    const t = await submitted({ 'promoters.isRegistered': rejects(500) });
    expect(t.value()).toEqual(editing);
    const text = 'Hubo un error al revisar si el email ya existe, vuelve a intentarlo';
    expect(t.alerts).toEqual([errorAlert(text)]);
  });

  it('the quick application’s failures: 409 is a taken e-mail, any other alerts', async () => {
    const taken = await submitted({ 'promoters.quickApplication': rejects(409) }, { finishErrors: {} });
    expect(taken.context().finishErrors).toEqual(TAKEN);
    expect(taken.alerts).toEqual([]);
    const failed = await submitted({ 'promoters.quickApplication': rejects(500) });
    expect(failed.value()).toEqual(editing);
    expect(failed.alerts).toEqual([errorAlert('Hubo un error, vuelva a intentarlo.')]);
  });
});

describe('activation code (spec §5: 4 digits, §8 texts)', () => {
  const at = { activation: { code: 'editing', resend: 'waiting' } } as const;
  const application = { id: 'a-1', clientId: 'c-9' };

  it('keeps 4 digits and clears the error', () => {
    const t = run({ at, context: { application, codeError: 'x' } });
    t.actor.send({ type: 'CODE.CHANGE', value: '48-21 9' });
    expect(t.context()).toMatchObject({ activationCode: '4821', codeError: null });
  });

  it('an incomplete code shows its error', () => {
    const t = run({ at, context: { application, activationCode: '482' }, send: [{ type: 'CODE.SUBMIT' }] });
    expect(t.value()).toEqual(at);
    expect(t.context().codeError).toBe('El campo debe tener al menos 4 dígitos');
  });

  it('the promoter reads the client’s code', async () => {
    const t = run({ at, context: { application }, send: [{ type: 'CODE.SHOW' }] });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([{ src: 'promoters.clientActivationCode', input: { clientId: 'c-9' } }]);
    expect(t.context().shownCode).toBe('4821');
    expect(t.value()).toEqual(at);
  });

  it('without a client id the calls name none; a failed read alerts', async () => {
    const t = await sent({
      at,
      context: { application: { id: 'a-1', clientId: null } },
      api: { 'promoters.clientActivationCode': rejects(500) },
      send: [{ type: 'CODE.SHOW' }],
    });
    expect(t.calls).toEqual([{ src: 'promoters.clientActivationCode', input: { clientId: '' } }]);
    expect(t.alerts).toEqual([errorAlert('No pudimos solicitar el NIP.')]);
    expect(t.context().shownCode).toBeNull();
  });

  it('the code processes the application; the result follows', async () => {
    const t = run({ at, context: { application, activationCode: '4821' }, send: [{ type: 'CODE.SUBMIT' }] });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([
      { src: 'applications.process', input: { id: 'a-1', clientActivationCode: '4821' } },
    ]);
    expect(t.value()).toBe('result');
    expect(t.context().result).toEqual(processed('APPROVED'));
    expect(t.cleared()).toBe(1);
    t.actor.send({ type: 'FINISH' });
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.actor.getSnapshot().output).toEqual({ redirectTo: '/promotor' });
  });

  it('a wrong code (409, or 429) clears it; any other failure keeps it', async () => {
    const submitCode = (api: Partial<Api>) =>
      sent({ at, context: { application, activationCode: '4821' }, api, send: [{ type: 'CODE.SUBMIT' }] });
    for (const status of [409, 429]) {
      const t = await submitCode({ 'applications.process': rejects(status) });
      expect(t.value()).toEqual(at);
      expect(t.context().activationCode).toBe('');
      expect(t.alerts).toEqual([errorAlert('Has ingresado un código incorrecto.')]);
    }
    const t = await submitCode({ 'applications.process': rejects(500) });
    expect(t.context().activationCode).toBe('4821');
    expect(t.alerts).toEqual([errorAlert('Ocurrió un error al intentar procesar la solicitud')]);
  });

  it('the failed preliminary model ends with Finalizar too', () => {
    const t = run({ at: 'preliminaryFailed', send: [{ type: 'FINISH' }] });
    expect(t.actor.getSnapshot().output).toEqual({ redirectTo: '/promotor' });
  });
});
