/**
 * Screens loaded on first use (src/ui/lazyScreen.ts): a spinner until the chunk arrives, then the screen; once
 * preloaded, the screen renders at once; a failed download is tried again. And the credit application's later
 * screens: not loaded, the step shows "Cargando" until its chunk arrives.
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { applicationMachine } from '../../../machines/application';
import { ApplicationScreen } from '../../../src/screens/application/ApplicationScreen';
import { lazyScreen } from '../../../src/ui/lazyScreen';
import { Spinner } from '../../../src/ui/Spinner';
import { INPUTS } from '../../flows/application/application.model';

function Hello({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const mount = (Screen: ReturnType<typeof lazyScreen<{ name: string }>>) =>
  render(
    <Suspense fallback={<Spinner label="Cargando" showLabel />}>
      <Screen name="Ana" />
    </Suspense>,
  );

describe('lazyScreen', () => {
  it('shows the fallback until the module arrives, then the screen', async () => {
    const gate = deferred();
    const Screen = lazyScreen(async () => {
      await gate.promise;
      return Hello;
    });
    mount(Screen);
    expect(screen.getByRole('status').textContent).toBe('Cargando');
    expect(screen.queryByText('Hola, Ana')).toBeNull();
    gate.resolve();
    expect(await screen.findByText('Hola, Ana')).toBeTruthy();
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads += 1;
      return Hello;
    });
    await Screen.preload();
    await Screen.preload();
    mount(Screen);
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(loads).toBe(1);
  });

  it('tries a failed download again', async () => {
    let attempts = 0;
    const Screen = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Hello;
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    mount(Screen);
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

describe('credit application screens after the product form', () => {
  it('the result waits for its chunk behind "Cargando", then shows', async () => {
    const result = {
      id: 'a-1',
      processedAt: '2026-01-15T12:00:00.000Z',
      status: 'APPROVED',
      rejectionReason: null,
    } as const;
    const actor = createActor(applicationMachine, { input: { ...INPUTS.personal, result } }).start();
    render(
      <MemoryRouter>
        <ApplicationScreen actor={actor} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('Cargando');
    expect(screen.queryByRole('button', { name: 'Elegir plazo' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Elegir plazo' }, { timeout: 10_000 })).toBeTruthy();
  });
});
