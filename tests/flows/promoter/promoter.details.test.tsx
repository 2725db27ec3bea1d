/**
 * The data step of a customer already registered (§6, issue 23 point 6), in the real app with a fake API: the
 * promoter corrects the CURP, address or e-mail of an incomplete customer she registered and the corrections go with
 * `update-details` before the NIP; an activated customer's data is read-only and the screen says why.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANA_CURP, MARIA_CURP } from '../../fixtures/samples.ts';
import { findHeading, makeToken, signIn, waitForPath } from '../../ui/app/harness';
import { openPromoterApp, promoterAppSuite, servicesWith } from './promoter.app';
import { editableClient } from './promoter.samples.ts';

promoterAppSuite();

const CLIENT = {
  id: 'c-9',
  name: 'ANA LUISA',
  firstSurname: 'TORRES',
  secondSurname: 'MENDEZ',
  dateOfBirth: '1995-07-17T00:00:00.000Z',
  curp: ANA_CURP,
  taxpayerId: null,
  activatedAt: null,
  email: 'ana.torres@correo.mx',
  phoneNumber: '••••••5678',
  detailsEditable: true,
  // Calle 5 10, 06600 Juárez, Cuauhtémoc.
  address: editableClient.client.address,
};

async function toDataStep(user: ReturnType<typeof userEvent.setup>, badge: string) {
  await findHeading('Solicitud rápida');
  await user.click(screen.getByRole('button', { name: 'Iniciar solicitud' }));
  await waitForPath('/promotor/solicitud-rapida/client-info');
  await user.type(screen.getByLabelText('Teléfono del cliente'), '5587655678');
  await user.click(screen.getByRole('button', { name: 'Buscar cliente' }));
  expect(await screen.findByText(badge)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitForPath('/promotor/solicitud-rapida/datos');
}

async function productStep(user: ReturnType<typeof userEvent.setup>) {
  await waitForPath('/promotor/solicitud-rapida/producto');
  await user.type(screen.getByLabelText('Precio del producto'), '10000');
  await user.type(screen.getByLabelText('Monto a financiar'), '9000');
  await user.selectOptions(screen.getByLabelText('Plazo'), '6');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the data step of a customer already registered', () => {
  it('a customer she registered: the data on file to correct; the corrections go with update-details', async () => {
    const user = userEvent.setup();
    signIn(makeToken('business', { sub: 'p-7' }));
    const { services, calls } = servicesWith({
      'promoters.isRegistered': async () => ({ isRegistered: true, client: CLIENT }),
      'applications.create': async () => ({ id: 'a-1' }),
      'applications.updateDetails': async () => ({ ok: true }),
    });
    openPromoterApp('/promotor/solicitud-rapida', services);
    await toDataStep(user, 'Cliente incompleto');
    expect(value('CURP')).toBe(ANA_CURP);
    expect(value('Nombre')).toBe('ANA LUISA TORRES MENDEZ');
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).readOnly).toBe(true);
    expect(value('Correo electrónico')).toBe('ana.torres@correo.mx');
    const address = ['Calle', 'Número exterior', 'Código postal', 'Colonia'].map(value);
    expect(address).toEqual(['Calle 5', '10', '06600', 'Juárez']);
    expect(screen.queryByLabelText('Teléfono')).toBeNull();
    await user.clear(screen.getByLabelText('CURP'));
    await user.type(screen.getByLabelText('CURP'), 'logf900514mjcprr02');
    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana.luisa@correo.mx');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await productStep(user);
    await waitForPath('/promotor/permisos');
    const keys = calls.map((c) => c.key).filter((k) => k.startsWith('applications.'));
    expect(keys).toEqual(['applications.create', 'applications.updateDetails']);
    expect(calls.find((c) => c.key === 'applications.create')?.options.body).toMatchObject({
      clientId: 'c-9',
    });
    expect(calls.find((c) => c.key === 'applications.updateDetails')?.options).toMatchObject({
      params: { id: 'a-1' },
      body: { client: { id: 'c-9', curp: MARIA_CURP, email: 'ana.luisa@correo.mx' } },
    });
  });

  it('an activated customer: read-only, the reason on the screen, nothing sent but the application', async () => {
    const user = userEvent.setup();
    signIn(makeToken('business', { sub: 'p-7' }));
    const activated = {
      ...CLIENT,
      curp: null,
      dateOfBirth: null,
      address: null,
      email: 'an•••@correo.mx',
      activatedAt: '2026-01-01T00:00:00.000Z',
      detailsEditable: false,
    };
    const { services, calls } = servicesWith({
      'promoters.isRegistered': async () => ({ isRegistered: true, client: activated }),
      'applications.create': async () => ({ id: 'a-1' }),
    });
    openPromoterApp('/promotor/solicitud-rapida', services);
    await toDataStep(user, 'Cliente registrado');
    expect(
      screen.getByText(
        'El cliente ya activó su cuenta: su CURP, domicilio y correo solo los puede cambiar él desde su cuenta.',
      ),
    ).toBeTruthy();
    const email = screen.getByLabelText('Correo electrónico') as HTMLInputElement;
    expect([email.value, email.readOnly]).toEqual(['an•••@correo.mx', true]);
    expect(screen.queryByLabelText('CURP')).toBeNull();
    expect(screen.queryByLabelText('Calle')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await productStep(user);
    await waitForPath('/promotor/permisos');
    await waitFor(() =>
      expect(calls.map((c) => c.key).filter((k) => k.startsWith('applications.'))).toEqual([
        'applications.create',
      ]),
    );
  });
});
