/**
 * Home (/) through the real app: an application a promoter filed in the client's name that waits for their
 * consent is listed under the home, with 'Cancelar', a confirmation and the call; axe finds nothing (jsdom).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { EndpointKey } from '../../../src/api/call';
import type { Application } from '../../../src/api/contract/applications';
import { application, profileWith } from '../../fixtures/signing';
import {
  type FakeServices,
  fakeServices,
  makeToken,
  openApp,
  type Rendered,
  signIn,
} from '../../ui/app/harness';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  localStorage.clear();
});

const PENDING = application({
  id: 'a0000000-0000-4000-8000-0000000000c1',
  serialNumber: 'SOL-000777',
  status: 'PENDING_CLIENT_CONSENT',
  creditAmount: 45_000,
});

/**
 * The list answers `lists[0]` until a cancellation, then `lists[1]` (the last one again): a load that StrictMode
 * starts twice reads the same list. `applications.cancel` answers `cancel`.
 */
function services(lists: Application[][], cancel: () => Promise<unknown>) {
  const base = fakeServices({ 'clients.me': async () => profileWith() });
  const calls: string[] = [];
  let listed = 0;
  const call = (async (key: EndpointKey, options: { params?: { id?: string } }) => {
    if (key === 'applications.list') {
      const items = lists[Math.min(listed, lists.length - 1)]!;
      return { items, profile: profileWith({ creditLimit: 30_000 }) };
    }
    if (key === 'payments.balance') return { balances: [] };
    if (key === 'applications.cancel') {
      calls.push(`cancel ${options.params?.id}`);
      const answer = await cancel();
      listed++;
      return answer;
    }
    return base.call(key as never, options as never);
  }) as FakeServices['call'];
  return { services: { ...base, call } as FakeServices, calls };
}

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('home: applications filed in the client’s name', () => {
  it('listed under the dashboard; Cancelar asks to confirm, then cancels and the list loads again', async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    const fake = services([[PENDING], []], async () => ({
      id: PENDING.id,
      status: 'REJECTED',
      processedAt: null,
      rejectionReason: 'CANCELLED_BY_CLIENT',
    }));
    app = openApp('/', fake.services);
    const section = (
      await screen.findByRole('heading', { name: 'Solicitudes registradas a tu nombre' })
    ).closest('section')!;
    expect(within(section).getByText('Solicitud SOL-000777 · $45,000.00')).toBeTruthy();
    expect(within(section).getByText(/Registrada en Muebles del Centro\. Si tú no la pediste/)).toBeTruthy();
    expect(screen.getByText('Crédito disponible')).toBeTruthy();
    expect(await violations()).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Cancelar la solicitud SOL-000777' }));
    // The dialog's code loads with the list (not with the page); pressed this early, it shows once it arrives.
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta solicitud?' });
    expect(dialog.textContent).toContain('Ya nadie podrá autorizarla ni procesarla.');
    expect(await violations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'No, conservarla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancelar la solicitud SOL-000777' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('Cancelamos la solicitud.')).toBeTruthy();
    expect(fake.calls).toEqual([`cancel ${PENDING.id}`]);
    expect(screen.queryByRole('heading', { name: 'Solicitudes registradas a tu nombre' })).toBeNull();
  });

  it('a refused cancellation keeps the application listed and says so', async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    const fake = services([[application(), PENDING]], async () => {
      throw new Error('HTTP 422');
    });
    app = openApp('/', fake.services);
    // Under the tracker too.
    await screen.findByRole('list', { name: 'Pasos de tu solicitud' });
    await user.click(await screen.findByRole('button', { name: 'Cancelar la solicitud SOL-000777' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    const failed = await screen.findByText('No pudimos cancelar la solicitud, vuelve a intentarlo.');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Cancelar la solicitud SOL-000777' })).toBeTruthy();
  });
});
