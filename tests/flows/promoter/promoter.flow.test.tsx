/**
 * The promoter area in the real app (router, guards, session, draft) with a fake API: sign-in by phone and NIP with
 * the §8 texts, and a new customer's quick application to the decision, with a reload on a resting step.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MARIA_CURP } from '../../fixtures/samples.ts';
import { foundInMexicoOnDay } from '../../fixtures/signup.ts';
import { findHeading, makeToken, signIn, waitForPath } from '../../ui/app/harness';
import { openPromoterApp, promoterAppSuite, reloadPromoterApp, servicesWith } from './promoter.app';
import { postalCodes, processed } from './promoter.samples.ts';

const NOW_MS = Date.now();
promoterAppSuite();

/** The promoter's quick applications of today: María López's, waiting for her activation code. */
const TODAY = {
  items: [
    {
      id: 'a-9',
      clientId: 'c-9',
      serialNumber: 'SOL-000009',
      stage: 'ACTIVATION_PENDING',
      clientName: 'MARIA LOPEZ',
      creditAmount: 9000,
      createdAt: '2026-01-15T17:00:00.000Z',
    },
  ],
} as const;

// Sign-in by phone and NIP with the §8 texts, up to 'Hola, Pedro': the promoterSignin model (tests/flows/promoterSignin).
describe('promoter home', () => {
  it("the promoter's day: the quick applications of today with their stage", async () => {
    signIn(makeToken('business', { sub: 'p-7' }));
    const { services } = servicesWith({ 'promoters.todayQuickApplications': async () => TODAY });
    openPromoterApp('/promotor', services);
    await findHeading('Hola, Pedro');
    const today = await screen.findByRole('list');
    expect(within(today).getByText('MARIA LOPEZ')).toBeTruthy();
    expect(within(today).getByText('Esperando código de activación')).toBeTruthy();
  });
});

describe('quick application', () => {
  it('the simulation start ends any customer session left on the device; the promoter stays signed in', async () => {
    const token = makeToken('business', { sub: 'p-7' });
    signIn(token);
    // A customer's own drafts left on the phone (the promoter's previous draft is covered by the model tests).
    const customerKeys = ['pendingApplication', 'applicationResult', 'pendingClientSignup'];
    for (const key of customerKeys) localStorage.setItem(key, JSON.stringify({ savedAt: NOW_MS, value: {} }));
    const { services } = servicesWith({});
    openPromoterApp('/promotor/solicitud-rapida', services);
    await findHeading('Solicitud rápida');
    await waitFor(() => {
      for (const key of customerKeys) expect(localStorage.getItem(key)).toBeNull();
    });
    // The new simulation's own draft (if any) is a fresh one at the start; the promoter's token stays.
    const draft = localStorage.getItem('pendingPromoterApplication');
    if (draft !== null) expect(draft).toContain('simulation');
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(window.location.pathname).toBe('/promotor/solicitud-rapida');
  });

  it('takes a new customer to the decision; a reload on permisos keeps the step', async () => {
    const user = userEvent.setup();
    signIn(makeToken('business', { sub: 'p-7' }));
    const { services, calls } = servicesWith({
      'promoters.isRegistered': async ({ query }) => {
        const q = query as { phoneNumber?: string; email?: string };
        if (q.phoneNumber === '5511223344' && calls.some((c) => c.key === 'applications.create')) {
          return {
            isRegistered: true,
            client: {
              id: 'c-20',
              name: 'MARIA FERNANDA',
              firstSurname: 'LOPEZ',
              secondSurname: 'GARCIA',
              dateOfBirth: null,
              curp: null,
              taxpayerId: null,
              activatedAt: null,
              email: null,
              address: null,
            },
          };
        }
        return { isRegistered: false, client: null };
      },
      'clients.curpLookup': async () => foundInMexicoOnDay,
      // Juárez and Roma Norte (06600); passes the preliminary model, then PREAPPROVED.
      'catalog.lookupPostalCode': async () => postalCodes,
      'applications.create': async () => ({ id: 'a-1' }),
      'applications.preProcess': async () => processed('PASSED_PRELIMINARY_MODEL'),
      'promoters.quickApplication': async () => ({ id: 'a-1', emailSent: true }),
      'promoters.clientActivationCode': async () => ({ activationCode: '4821' }),
      'applications.process': async () => processed('PREAPPROVED'),
    });
    openPromoterApp('/promotor', services);
    await user.click(await screen.findByRole('link', { name: 'Nueva solicitud rápida' }));
    await findHeading('Solicitud rápida');
    await user.click(screen.getByRole('button', { name: 'Iniciar solicitud' }));
    await waitForPath('/promotor/solicitud-rapida/client-info');
    await user.type(screen.getByLabelText('Teléfono del cliente'), '5511223344');
    await user.click(screen.getByRole('button', { name: 'Buscar cliente' }));
    expect(await screen.findByText('Cliente nuevo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitForPath('/promotor/solicitud-rapida/datos');
    await user.type(screen.getByLabelText('CURP'), 'logf900514mjcprr02');
    await waitFor(() =>
      expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('MARIA FERNANDA LOPEZ GARCIA'),
    );
    await user.type(screen.getByLabelText('Calle'), 'Av. Juárez');
    await user.type(screen.getByLabelText('Número exterior'), '12');
    await user.type(screen.getByLabelText('Código postal'), '06600');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Roma Norte' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Colonia'), 'Roma Norte');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitForPath('/promotor/solicitud-rapida/producto');
    await user.type(screen.getByLabelText('Precio del producto'), '10000');
    await user.type(screen.getByLabelText('Monto a financiar'), '9000');
    await user.selectOptions(screen.getByLabelText('Plazo'), '6');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitForPath('/promotor/permisos');
    await findHeading('Permisos');

    // A reload on a resting step: the same page, the same machine state.
    reloadPromoterApp();
    await findHeading('Permisos');
    expect(window.location.pathname).toBe('/promotor/permisos');

    await user.click(screen.getByLabelText('El cliente autoriza la consulta de su historial crediticio.'));
    await user.click(screen.getByLabelText('El cliente actúa por cuenta propia.'));
    await user.type(screen.getByLabelText('NIP del cliente'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar NIP' }));
    await waitForPath('/promotor/terminar-solicitud');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria.lopez@correo.mx');
    await user.selectOptions(screen.getByLabelText('Tipo de vivienda'), 'OWNED');
    await user.type(screen.getByLabelText('Vive ahí desde'), '2020-03');
    await user.selectOptions(screen.getByLabelText('Estado civil'), 'SINGLE');
    await user.selectOptions(screen.getByLabelText('Situación laboral'), 'HOMEMAKER');
    await user.selectOptions(screen.getByLabelText('Dependientes económicos'), '1');
    await user.type(screen.getByLabelText('Nombre de la referencia 1'), 'Pedro López');
    await user.type(screen.getByLabelText('Teléfono de la referencia 1'), '5511112222');
    await user.type(screen.getByLabelText('Nombre de la referencia 2'), 'Rosa García');
    await user.type(screen.getByLabelText('Teléfono de la referencia 2'), '5533334444');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitForPath('/promotor/confirmar-correo');
    await user.click(screen.getByRole('button', { name: 'Ingresar código' }));
    await waitForPath('/promotor/solicitud-rapida/codigo-activacion');
    expect(screen.getByText('Podrás reenviar el código en 90 s')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver código del cliente' }));
    expect(await screen.findByText('4821')).toBeTruthy();
    await user.type(screen.getByLabelText('Código del correo (4 dígitos)'), '4821');
    await user.click(screen.getByRole('button', { name: 'Procesar solicitud' }));
    await waitForPath('/promotor/resultado');
    await findHeading('La solicitud del cliente fue pre-autorizada');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitForPath('/promotor');
    expect(localStorage.getItem('pendingPromoterApplication')).toBeNull();

    const created = calls.find((c) => c.key === 'applications.create')?.options as {
      body: { client: unknown };
    };
    expect(created.body.client).toMatchObject({ phoneNumber: '5511223344', curp: MARIA_CURP });
    expect(calls.find((c) => c.key === 'promoters.clientActivationCode')?.options).toMatchObject({
      params: { id: 'c-20' },
    });
  });

  it('picks up a customer who walked away at the activation code from the list of today', async () => {
    const user = userEvent.setup();
    signIn(makeToken('business', { sub: 'p-7' }));
    const { services, calls } = servicesWith({
      'promoters.todayQuickApplications': async () => TODAY,
      'promoters.clientActivationCode': async () => ({ activationCode: '4821' }),
      'applications.process': async () => ({
        id: 'a-9',
        status: 'APPROVED',
        processedAt: '2026-01-15T18:00:00.000Z',
        rejectionReason: null,
      }),
    });
    openPromoterApp('/promotor', services);
    await user.click(await screen.findByRole('link', { name: 'Retomar la solicitud de MARIA LOPEZ' }));
    await waitForPath('/promotor/solicitud-rapida/codigo-activacion');
    await user.click(screen.getByRole('button', { name: 'Ver código del cliente' }));
    expect(await screen.findByText('4821')).toBeTruthy();
    await user.type(screen.getByLabelText('Código del correo (4 dígitos)'), '4821');
    await user.click(screen.getByRole('button', { name: 'Procesar solicitud' }));
    await findHeading('La solicitud del cliente fue autorizada');
    expect(calls.find((c) => c.key === 'applications.process')?.options).toMatchObject({
      params: { id: 'a-9' },
      body: { clientActivationCode: '4821' },
    });
    expect(calls.find((c) => c.key === 'promoters.clientActivationCode')?.options).toMatchObject({
      params: { id: 'c-9' },
    });
  });
});
