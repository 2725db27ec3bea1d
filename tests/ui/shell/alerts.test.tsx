import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, emit, setup } from 'xstate';
import { alertMachine } from '../../../machines/alert.machine';
import {
  type AlertEmitter,
  AlertProvider,
  type AlertsApi,
  useAlerts,
  useForwardAlerts,
} from '../../../src/app/alerts';
import { fakeTimersFrom } from '../../fixtures/clock.ts';

fakeTimersFrom();

const startAlertActor = () => createActor(alertMachine).start();

/** The alert machine's timers at their bound (ms − 1 still showing); its transitions are the alert model's. */
describe('alert machine', () => {
  it.each([
    ['success', 3000],
    ['error', 5000],
    ['warning', 8000],
  ] as const)('a %s alert without timer goes away after %i ms', (alertType, ms) => {
    const actor = startAlertActor();
    actor.send({ type: 'SHOW', alert: { message: 'Hola', alertType } });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.alert]).toEqual([
      'showing',
      { message: 'Hola', alertType, timer: ms },
    ]);
    vi.advanceTimersByTime(ms - 1);
    expect(actor.getSnapshot().value).toBe('showing');
    vi.advanceTimersByTime(1);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.alert?.timer]).toEqual(['idle', 0]);
  });

  it('a short alert replacing a long one is not cut short by the old timer, nor kept by it', () => {
    const actor = startAlertActor();
    actor.send({ type: 'SHOW', alert: { message: 'Largo', alertType: 'warning' } });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'SHOW', alert: { message: 'Corto', alertType: 'error' } });
    vi.advanceTimersByTime(4999);
    expect([actor.getSnapshot().context.alert?.message, actor.getSnapshot().value]).toEqual([
      'Corto',
      'showing',
    ]);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

let api: AlertsApi | undefined;
function Capture() {
  api = useAlerts();
  return null;
}

describe('AlertProvider and the toast', () => {
  function renderProvider() {
    render(
      <AlertProvider>
        <Capture />
      </AlertProvider>,
    );
    if (!api) throw new Error('no alerts api');
    return api;
  }

  it('announces success in the polite status region and goes away after 3000 ms', () => {
    const alerts = renderProvider();
    act(() => alerts.show({ message: 'Tu préstamo ha sido firmado de manera exitosa' }));
    expect(screen.getByRole('status').textContent).toContain('Tu préstamo ha sido firmado de manera exitosa');
    expect(screen.getByRole('alert').textContent).toBe('');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Tu préstamo ha sido firmado de manera exitosa')).toBeNull();
  });

  it('announces errors in the assertive alert region, with description, for 5000 ms', () => {
    const alerts = renderProvider();
    act(() =>
      alerts.show({
        message: 'Debe seleccionar una fecha',
        alertType: 'error',
        description: 'Elige una opción',
      }),
    );
    const region = screen.getByRole('alert');
    for (const text of ['Debe seleccionar una fecha', 'Elige una opción'])
      expect(region.textContent).toContain(text);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Debe seleccionar una fecha')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Debe seleccionar una fecha')).toBeNull();
  });

  it('keeps a warning 8000 ms', () => {
    const alerts = renderProvider();
    act(() => alerts.show({ message: 'Aviso', alertType: 'warning' }));
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByRole('status').textContent).toContain('Aviso');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Aviso')).toBeNull();
  });

  it("the 'Cerrar' button dismisses the toast", () => {
    const alerts = renderProvider();
    act(() => alerts.show({ message: 'Hola', alertType: 'warning' }));
    act(() => screen.getByRole('button', { name: 'Cerrar' }).click());
    expect([screen.queryByText('Hola'), screen.queryByRole('button', { name: 'Cerrar' })]).toEqual([
      null,
      null,
    ]);
  });

  it('a new alert replaces the one on screen', () => {
    const alerts = renderProvider();
    act(() => alerts.show({ message: 'Uno' }));
    act(() => alerts.show({ message: 'Dos', alertType: 'error' }));
    expect(screen.queryByText('Uno')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Dos');
  });

  it('useAlerts() outside the provider is a clear error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/AlertProvider/);
    spy.mockRestore();
  });
});

function Flow({ actor }: { actor: AlertEmitter }) {
  useForwardAlerts(actor);
  return null;
}

describe('useForwardAlerts', () => {
  const flow = setup({
    types: {
      events: {} as { type: 'FAIL' },
      emitted: {} as { type: 'alert'; message: string; alertType?: 'error' },
    },
  }).createMachine({
    on: {
      FAIL: {
        actions: emit({ type: 'alert', message: 'Has ingresado un NIP incorrecto.', alertType: 'error' }),
      },
    },
  });

  it("shows a flow machine's emitted alert in the toast", () => {
    const actor = createActor(flow).start();
    render(
      <AlertProvider>
        <Flow actor={actor} />
      </AlertProvider>,
    );
    act(() => actor.send({ type: 'FAIL' }));
    expect(screen.getByRole('alert').textContent).toContain('Has ingresado un NIP incorrecto.');
  });
});
