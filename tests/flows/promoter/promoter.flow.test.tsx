/**
 * The promoter area in the real app (router, guards, session, draft) with a fake API: the promoter's day, the start of
 * a quick application on a shared device, and a customer picked up from the list of today. A new customer's quick
 * application to the decision, with a reload on a resting step: the UI model (promoter.ui.test.tsx, RESUME is a
 * reload) and tests/e2e/promoter.spec.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EndpointKey } from '../../../src/api/call';
import { preloadQuickApplicationScreens } from '../../../src/screens/promoter/QuickApplicationScreen';
import {
  fakeServices,
  findHeading,
  makeToken,
  openApp,
  promoterProfile,
  type Rendered,
  signIn,
  waitForPath,
  withCalls,
} from '../../ui/app/harness';

const NOW_MS = Date.now();
const TOKEN = makeToken('business', { sub: 'p-7' });
let app: Rendered | null = null;
// The later screens are lazy chunks: loaded up front, they render as soon as they are reached.
beforeAll(preloadQuickApplicationScreens);
afterEach(() => {
  app?.unmount();
  app = null;
  localStorage.clear();
});
vi.setConfig({ testTimeout: 30_000 });

/** The promoter signed in, the app open at `url` (her profile: one store), these endpoints answered; what each got. */
function openAsPromoter(url: string, handlers: Parameters<typeof withCalls>[0] = {}) {
  const sent = new Map<EndpointKey, unknown>();
  const recorded = Object.fromEntries(
    Object.entries(handlers).map(([key, answer]) => [
      key,
      (options: { params?: unknown; body?: unknown }) => {
        sent.set(key as EndpointKey, options);
        return answer(options);
      },
    ]),
  );
  const stores = [{ id: 's-1', name: 'Muebles Centro', sector: 'HOME_AND_FURNITURE' as const }];
  signIn(TOKEN);
  app = openApp(
    url,
    withCalls(recorded, fakeServices({ 'promoters.me': async () => ({ ...promoterProfile, stores }) })),
  );
  return sent;
}

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
    openAsPromoter('/promotor', { 'promoters.todayQuickApplications': async () => TODAY });
    await findHeading('Hola, Pedro');
    const today = await screen.findByRole('list');
    expect(within(today).getByText('MARIA LOPEZ')).toBeTruthy();
    expect(within(today).getByText('Esperando código de activación')).toBeTruthy();
  });
});

describe('quick application', () => {
  it('the simulation start ends any customer session left on the device; the promoter stays signed in', async () => {
    // A customer's own drafts left on the phone (the promoter's previous draft is covered by the model tests).
    const customerKeys = ['pendingApplication', 'applicationResult', 'pendingClientSignup'];
    for (const key of customerKeys) localStorage.setItem(key, JSON.stringify({ savedAt: NOW_MS, value: {} }));
    openAsPromoter('/promotor/solicitud-rapida');
    await findHeading('Solicitud rápida');
    await waitFor(() => {
      for (const key of customerKeys) expect(localStorage.getItem(key)).toBeNull();
    });
    // The new simulation's own draft (if any) is a fresh one at the start; the promoter's token stays.
    const draft = localStorage.getItem('pendingPromoterApplication');
    if (draft !== null) expect(draft).toContain('simulation');
    expect(localStorage.getItem('authToken')).toBe(TOKEN);
    expect(window.location.pathname).toBe('/promotor/solicitud-rapida');
  });

  it('picks up a customer who walked away at the activation code from the list of today', async () => {
    const user = userEvent.setup();
    const sent = openAsPromoter('/promotor', {
      'promoters.todayQuickApplications': async () => TODAY,
      'promoters.clientActivationCode': async () => ({ activationCode: '4821' }),
      'applications.process': async () => ({
        id: 'a-9',
        status: 'APPROVED',
        processedAt: '2026-01-15T18:00:00.000Z',
        rejectionReason: null,
      }),
    });
    await user.click(await screen.findByRole('link', { name: 'Retomar la solicitud de MARIA LOPEZ' }));
    await waitForPath('/promotor/solicitud-rapida/codigo-activacion');
    await user.click(screen.getByRole('button', { name: 'Ver código del cliente' }));
    expect(await screen.findByText('4821')).toBeTruthy();
    await user.type(screen.getByLabelText('Código del correo (4 dígitos)'), '4821');
    await user.click(screen.getByRole('button', { name: 'Procesar solicitud' }));
    await findHeading('La solicitud del cliente fue autorizada');
    expect(sent.get('applications.process')).toMatchObject({
      params: { id: 'a-9' },
      body: { clientActivationCode: '4821' },
    });
    expect(sent.get('promoters.clientActivationCode')).toMatchObject({ params: { id: 'c-9' } });
  });
});
