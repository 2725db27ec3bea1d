/**
 * A toast must not cover the help modal's buttons: the modal is a bottom sheet on phones with its buttons at the
 * bottom, where the toast sits; while a modal is open the toast docks at the top instead.
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AlertProvider, type AlertsApi, useAlerts } from '../../../src/app/alerts';
import { HelpModal } from '../../../src/app/shell/HelpModal';

let alerts: AlertsApi | undefined;
let openHelp: ((open: boolean) => void) | undefined;

function Page() {
  alerts = useAlerts();
  const [open, setOpen] = useState(false);
  openHelp = setOpen;
  return <HelpModal open={open} onClose={() => setOpen(false)} messagingUrl="" />;
}

const region = () => screen.getByText('Has ingresado un código incorrecto.').closest('[data-placement]');

describe('toast and help modal', () => {
  it('the toast docks at the top while the help modal is open, at the bottom otherwise', async () => {
    render(
      <AlertProvider>
        <Page />
      </AlertProvider>,
    );
    act(() => alerts?.show({ message: 'Has ingresado un código incorrecto.', alertType: 'error' }));
    expect(region()?.getAttribute('data-placement')).toBe('bottom');
    await act(async () => openHelp?.(true));
    expect(screen.getByRole('button', { name: 'Entendido' })).toBeTruthy();
    expect(region()?.getAttribute('data-placement')).toBe('top');
    await act(async () => openHelp?.(false));
    expect(region()?.getAttribute('data-placement')).toBe('bottom');
  });
});
