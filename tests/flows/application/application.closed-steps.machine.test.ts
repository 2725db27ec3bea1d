/**
 * The closed steps are the oracle's, not the machine's (spec §2 "referencias: After continuing the user cannot come
 * back to this section"): a machine that gains a transition back to the references after the submission builds a
 * model in which that transition looks expected, so only the oracle can see it. This plants one — Back (or the
 * typed URL) on /permisos reopening /referencias — and checks the model fails on it, at the class walk that tries
 * it and on a generated-style path through it; the real machine passes the same walk.
 */
import { describe, expect, test } from 'vitest';
import { createMachine } from 'xstate';
import { applicationMachine } from '../../../machines/application/index.ts';
import { classPath } from '../../model/harness/classes.ts';
import { analyze } from '../../model/harness/graph.ts';
import { createRecorder, runMachinePath } from '../../model/harness/run.ts';
import { defineModel } from '../../model/harness/types.ts';
import { APPLICATION_CLASSES } from './application.classes.ts';
import { applicationDefinition } from './application.model.ts';

const REFERENCES = '/aplicacion-credito/referencias';

function withBackToReferences() {
  const config = applicationMachine.config as unknown as {
    states: Record<string, { on?: Record<string, unknown> }>;
  };
  const consent = config.states.consent!;
  const planted = {
    ...config,
    states: {
      ...config.states,
      consent: {
        ...consent,
        on: {
          ...consent.on,
          'ROUTE.CHANGED': [
            {
              guard: ({ event }: { event: { route?: string } }) => event.route === REFERENCES,
              target: '#application.references',
            },
            consent.on?.['ROUTE.CHANGED'],
          ],
        },
      },
    },
  };
  return createMachine(planted as never, applicationMachine.implementations as never);
}

const walk = APPLICATION_CLASSES.find((w) => w.name.endsWith('desde permisos'))!;

describe('application · the form steps stay closed after the submission (an invariant of the oracle)', () => {
  test('the real machine keeps them closed on the class walk', async () => {
    const model = defineModel(applicationDefinition);
    const analysis = analyze(model);
    await runMachinePath(analysis, classPath(model, analysis.paths, walk), createRecorder());
  }, 30_000);

  test('a planted transition from /permisos back to /referencias fails the model', async () => {
    const model = defineModel({ ...applicationDefinition, machine: withBackToReferences() as never });
    const analysis = analyze(model);
    await expect(
      runMachinePath(analysis, classPath(model, analysis.paths, walk), createRecorder()),
    ).rejects.toThrow(/the references step reopened after the application was submitted/);
  }, 30_000);
});
