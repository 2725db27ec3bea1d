/**
 * A page that fails to render shows a Spanish explanation and a way on, never a blank screen. The likely cause in
 * the field, a draft the app cannot use (written by an older version, or edited by hand), is dropped by
 * 'Reintentar', which then starts the flow clean.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeServices,
  findHeading,
  makeToken,
  openApp,
  promoterProfile,
  type Rendered,
  signIn,
  waitForPath,
} from './harness';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  localStorage.clear();
  vi.restoreAllMocks();
});

const stores = [{ id: 's-1', name: 'Muebles Centro', sector: 'HOME_AND_FURNITURE' as const }];
const services = () => fakeServices({ 'promoters.me': async () => ({ ...promoterProfile, stores }) });

/** A quick-application draft with a known screen but its context gone (as an older app version might leave). */
const BROKEN = { savedAt: Date.now(), value: { status: 'active', value: 'simulation', context: {} } };

/** A promoter opens the quick application over the broken draft: the error page shows. */
async function openOverBrokenDraft() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  signIn(makeToken('business', { sub: 'p-7' }));
  localStorage.setItem('pendingPromoterApplication', JSON.stringify(BROKEN));
  app = openApp('/promotor/solicitud-rapida', services());
  await findHeading('Algo salió mal');
  return userEvent.setup();
}

describe('a page that fails to render', () => {
  it("a broken quick-application draft shows 'Algo salió mal'; 'Reintentar' drops it and starts afresh", async () => {
    const user = await openOverBrokenDraft();
    const explained = 'No pudimos mostrar esta página. Vuelve a intentarlo o regresa al inicio.';
    expect(screen.getByText(explained)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await findHeading('Solicitud rápida');
    expect(await screen.findByRole('button', { name: 'Iniciar solicitud' })).toBeTruthy();
    expect(localStorage.getItem('pendingPromoterApplication') ?? '').not.toContain('"context":{}');
  });

  it("'Ir al inicio' leaves the failing page", async () => {
    const user = await openOverBrokenDraft();
    await user.click(screen.getByRole('button', { name: 'Ir al inicio' }));
    await waitForPath('/promotor');
    await findHeading('Hola, Pedro');
  });
});
