/**
 * The atlas's Spanish labels come from the machine: a screen state without a title fails the statecharts check,
 * and the screen flow folds requests into the edge that passes through them and hides field edits.
 */
import { describe, expect, test } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { screenFlow } from '../../../scripts/statecharts/atlas/flow.ts';
import { labelProblems } from '../../../scripts/statecharts/atlas/labels.ts';
import { analyze } from '../../model/harness/graph.ts';
import type { AnyModel } from '../../model/harness/types.ts';

function machineWith(atlas: { titles: Record<string, string>; labels: Record<string, string> }) {
  return setup({
    types: { context: {} as { text: string }, events: {} as { type: 'EDIT' } | { type: 'SEND' } },
    actors: { send: fromPromise(async () => 'ok') },
  }).createMachine({
    id: 'demo',
    meta: { atlas: { ...atlas, happyPath: { name: 'Envía', screens: ['form', 'sent'] } } },
    context: { text: '' },
    initial: 'form',
    states: {
      form: {
        meta: { route: '/formulario' },
        initial: 'editing',
        states: {
          editing: { on: { EDIT: { actions: assign({ text: 'x' }) }, SEND: { target: 'sending' } } },
          sending: {
            tags: ['busy'],
            invoke: { src: 'send', onDone: { target: '#demo.sent' }, onError: { target: 'editing' } },
          },
        },
      },
      sent: { meta: { route: '/enviado' } },
    },
  });
}

const LABELS = { SEND: 'Envía el formulario', 'done: 0': 'Enviado', 'error: 0': 'Falla al enviar' };
const TITLES = { form: 'Formulario', sent: 'Enviado' };
/** The demo machine as a model that sends these events everywhere. */
const modelOf = (machine: ReturnType<typeof machineWith>, events: AnyModel['events']): AnyModel => ({
  ...{ name: 'demo', description: 'demo', machine, events },
  ...{ machineLevel: { states: {} }, ui: null },
});

describe('atlas labels', () => {
  test('a routed state without a Spanish title is a problem of the check', () => {
    const machine = machineWith({ titles: { form: 'Formulario' }, labels: {} });
    expect(labelProblems('demo', machine)).toEqual([
      'demo: the screen state sent (/enviado) has no Spanish title',
    ]);
  });

  test('with every title, no problem; a title for a state that does not exist is one', () => {
    expect(labelProblems('demo', machineWith({ titles: TITLES, labels: {} }))).toEqual([]);
    const stray = machineWith({ titles: { form: 'F', sent: 'E', gone: 'X' }, labels: {} });
    expect(labelProblems('demo', stray)).toEqual(['demo: atlas.titles names no state: gone']);
  });

  test('the screen flow folds the request into its edge, hides field edits and marks the happy path', () => {
    const machine = machineWith({ titles: TITLES, labels: {} });
    const doneType = [...machine.root.states.form!.states.sending!.transitions.keys()].find((t) =>
      t.startsWith('xstate.done.actor.'),
    )!;
    const actorId = doneType.slice('xstate.done.actor.'.length);
    const labels = { [`done: ${actorId}`]: LABELS['done: 0'], [`error: ${actorId}`]: LABELS['error: 0'] };
    const labelled = machineWith({ titles: TITLES, labels: { SEND: LABELS.SEND, ...labels } });
    const model = modelOf(labelled, () => [
      { type: 'EDIT' },
      { type: 'SEND' },
      { type: doneType, output: 'ok' } as never,
      { type: `xstate.error.actor.${actorId}`, error: new Error('x') } as never,
    ]);
    const flow = screenFlow(analyze(model));
    expect(flow.unlabelled).toEqual([]);
    expect(flow.screens.map((s) => [s.key, s.title])).toEqual([
      ['form', 'Formulario'],
      ['sent', 'Enviado'],
    ]);
    expect(flow.edges).toContainEqual({
      from: 'form',
      to: 'sent',
      label: 'Envía el formulario → Enviado',
      happy: true,
    });
    const failed = { from: 'form', to: 'form', label: 'Envía el formulario → Falla al enviar', happy: false };
    expect(flow.edges).toContainEqual(failed);
    // EDIT (a field edit) never shows.
    expect(flow.edges.some((e) => e.label.includes('EDIT'))).toBe(false);
    expect(flow.journeys.map((j) => j.name)).toEqual(['Envía', 'Falla al enviar']);
  });

  test('a transition on the screen flow without a label is reported', () => {
    const model = modelOf(machineWith({ titles: TITLES, labels: {} }), () => [{ type: 'SEND' }]);
    expect(screenFlow(analyze(model)).unlabelled).toContain('form.editing|SEND|0');
  });
});
