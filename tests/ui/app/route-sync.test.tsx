/**
 * The route ↔ machine sync mechanism (src/app/flows/useFlow.ts) on a small three-screen flow:
 * forward (URL follows the machine), back (ROUTE.CHANGED accepted by a named guard), deep link (refused:
 * URL corrected), reload (restored from the persisted draft; only resting states are persisted).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import type { RouteChangedEvent } from '../../../machines/shared/route';
import { AlertProvider } from '../../../src/app/alerts';
import { flowDraft } from '../../../src/app/drafts';
import { useFlow } from '../../../src/app/flows/useFlow';
import { waitForPath } from './harness';

const STEPS = ['/paso/uno', '/paso/dos', '/paso/tres'] as const;

let release: () => void = () => {};

const wizard = setup({
  types: {
    context: {} as { reached: number; name: string },
    events: {} as { type: 'NEXT' } | { type: 'NAME'; value: string } | RouteChangedEvent,
  },
  actors: {
    save: fromPromise(() => new Promise<void>((resolve) => (release = resolve))),
  },
  guards: {
    isStepOneRoute: ({ event }) => event.type === 'ROUTE.CHANGED' && event.route === STEPS[0],
    isReachedStepTwoRoute: ({ context, event }) =>
      event.type === 'ROUTE.CHANGED' && event.route === STEPS[1] && context.reached >= 2,
  },
}).createMachine({
  id: 'wizard',
  context: { reached: 1, name: '' },
  initial: 'uno',
  on: {
    'ROUTE.CHANGED': [
      { guard: 'isStepOneRoute', target: '.uno' },
      { guard: 'isReachedStepTwoRoute', target: '.dos' },
    ],
  },
  states: {
    uno: {
      meta: { route: STEPS[0] },
      on: {
        NAME: { actions: assign({ name: ({ event }) => (event.type === 'NAME' ? event.value : '') }) },
        NEXT: { target: 'dos', actions: assign({ reached: ({ context }) => Math.max(context.reached, 2) }) },
      },
    },
    dos: { meta: { route: STEPS[1] }, on: { NEXT: 'guardando' } },
    guardando: { invoke: { src: 'save', onDone: 'tres' } },
    tres: { meta: { route: STEPS[2] } },
  },
});

function Wizard() {
  const actor = useFlow(wizard, { persist: { draft: flowDraft('pendingClientSignup') } });
  const state = useSelector(actor, (s) => s.value as string);
  const name = useSelector(actor, (s) => s.context.name);
  return (
    <main>
      <h1>Paso {state}</h1>
      <p>Nombre: {name}</p>
      <button type="button" onClick={() => actor.send({ type: 'NAME', value: 'Ana' })}>
        Nombre
      </button>
      <button type="button" onClick={() => actor.send({ type: 'NEXT' })}>
        Siguiente
      </button>
    </main>
  );
}

function open(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <StrictMode>
      <AlertProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/paso/*" element={<Wizard />} />
            <Route path="*" element={<h1>Fuera</h1>} />
          </Routes>
        </BrowserRouter>
      </AlertProvider>
    </StrictMode>,
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The URL and the page are the step's. */
async function onStep(step: 'uno' | 'dos' | 'tres') {
  await waitForPath(`/paso/${step}`);
  await heading(`Paso ${step}`);
}
const next = async () => userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));

let view: ReturnType<typeof open> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('route ↔ machine sync', () => {
  it('forward: when the machine moves, the URL follows (history push)', async () => {
    view = open('/paso/uno');
    await heading('Paso uno');
    const before = window.history.length;
    await next();
    await onStep('dos');
    expect(window.history.length).toBe(before + 1);
  });

  it('back: the machine receives ROUTE.CHANGED and its guard accepts a visited screen', async () => {
    view = open('/paso/uno');
    await next();
    await heading('Paso dos');
    window.history.back();
    await onStep('uno');
    window.history.forward();
    await onStep('dos');
  });

  it('deep link: a screen the machine refuses is corrected to the machine’s screen (replace)', async () => {
    view = open('/paso/tres');
    await onStep('uno');
  });

  it('reload: the flow restarts from its persisted draft; a running step is not persisted', async () => {
    view = open('/paso/uno');
    await userEvent.click(await screen.findByRole('button', { name: 'Nombre' }));
    await next();
    await heading('Paso dos');
    await next();
    await heading('Paso guardando');
    // Saved draft is the last resting screen (dos), not the in-flight save.
    const draft = JSON.parse(localStorage.getItem('pendingClientSignup') ?? 'null');
    expect(draft.value.value).toBe('dos');
    view.unmount();
    view = open('/paso/dos');
    await heading('Paso dos');
    expect(screen.getByText('Nombre: Ana')).toBeTruthy();
    expect(window.location.pathname).toBe('/paso/dos');
  });

  it('reload on a URL ahead of the draft is corrected to the draft’s screen', async () => {
    view = open('/paso/uno');
    await next();
    await heading('Paso dos');
    view.unmount();
    view = open('/paso/tres');
    await onStep('dos');
  });

  it('an expired draft is dropped and the flow starts over', async () => {
    view = open('/paso/uno');
    await next();
    await heading('Paso dos');
    view.unmount();
    const draft = JSON.parse(localStorage.getItem('pendingClientSignup') ?? 'null');
    draft.savedAt -= 13 * 60 * 60 * 1000; // sign-up drafts live 12 hours
    localStorage.setItem('pendingClientSignup', JSON.stringify(draft));
    view = open('/paso/dos');
    await onStep('uno');
  });

  it('a draft that is not a snapshot of the machine (e.g. an empty object) is dropped and the flow starts over', async () => {
    localStorage.setItem('pendingClientSignup', JSON.stringify({ savedAt: Date.now(), value: {} }));
    view = open('/paso/dos');
    await onStep('uno');
    // The bad draft is gone: what is stored now is the fresh flow's own resting snapshot.
    expect(JSON.parse(localStorage.getItem('pendingClientSignup') ?? 'null').value.value).toBe('uno');
  });

  it('the flow’s end: reaching a later screen after an async step moves the URL', async () => {
    view = open('/paso/uno');
    await next();
    await next();
    await heading('Paso guardando');
    expect(window.location.pathname).toBe('/paso/dos');
    release();
    await onStep('tres');
  });
});
