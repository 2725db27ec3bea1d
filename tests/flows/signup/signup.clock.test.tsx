/**
 * The personal-data step's first press does not set up the browser's time-zone data: the sign-up reads the
 * Mexico City clock (the birth years and the age check read it) while the account is checked, after that press's
 * paint, so 'Sin CURP' renders the birth date's year list from a clock already read. Counted on
 * `Intl.DateTimeFormat` with a time zone (the one-time set-up that made the press slow on a phone); no timing.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { PATHS } from '../../../src/paths';
import { fakeServices, findHeading, openApp, type Rendered } from '../../ui/app/harness';

vi.setConfig({ testTimeout: 120_000 });

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

/** Every `Intl.DateTimeFormat` made with a time zone, by zone (the formats still work). */
function countTimeZoneFormats() {
  const zones: string[] = [];
  const Original = Intl.DateTimeFormat;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    this: unknown,
    locales?: string | string[],
    options?: Intl.DateTimeFormatOptions,
  ) {
    if (options?.timeZone) zones.push(options.timeZone);
    return new Original(locales, options);
  } as unknown as typeof Intl.DateTimeFormat);
  return zones;
}

it("the Mexico City clock is read while the account is checked, not in the press of 'Sin CURP'", async () => {
  const zones = countTimeZoneFormats();
  let answer: (value: { isAccountAvailable: boolean }) => void = () => {};
  const services = fakeServices({ 'clients.exists': () => new Promise((resolve) => (answer = resolve)) });
  const user = userEvent.setup();
  app = openApp(PATHS.signup, services);
  await user.type(await screen.findByLabelText('Correo electrónico'), 'ana.torres@correo.mx');
  await user.type(screen.getByLabelText('Número de teléfono'), '5512345678');
  await user.type(screen.getByLabelText('Contraseña'), 'secreto123');
  expect(zones).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));

  // The check is on its way: the clock is read meanwhile.
  await waitFor(() => expect(zones).toContain('America/Mexico_City'));
  answer({ isAccountAvailable: true });
  await findHeading('Datos personales');

  const before = zones.length;
  await user.click(screen.getByRole('radio', { name: 'Sin CURP' }));
  const years = screen.getByLabelText('Año') as HTMLSelectElement;
  expect(years.options.length).toBeGreaterThan(100);
  expect(zones.slice(before)).toEqual([]);
});
