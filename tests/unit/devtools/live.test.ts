import { beforeEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine';
import { devInspect, liveFlows, liveVersion, resetLive, subscribeLive } from '../../../src/app/devtools/live';
import { clientProfile, NOW, tokens } from '../../fixtures/samples';

describe('live flow registry', () => {
  beforeEach(() => resetLive());

  test('reports each machine actor with its active state paths, and notifies subscribers', () => {
    let notified = 0;
    const unsubscribe = subscribeLive(() => void notified++);
    const before = liveVersion();
    const actor = createActor(sessionMachine, {
      input: { token: null, now: NOW },
      inspect: devInspect,
    }).start();
    expect(liveFlows()).toEqual([
      expect.objectContaining({ machineId: 'session', stateKeys: ['anonymous'], status: 'active' }),
    ]);
    actor.send({ type: 'LOGIN', token: tokens.client });
    expect(liveFlows()[0]?.stateKeys).toEqual(['loadingProfile', 'loadingProfile.blank']);
    expect(liveVersion()).toBeGreaterThan(before);
    expect(notified).toBeGreaterThan(1);
    unsubscribe();
    actor.stop();
  });

  test('holds no context (no personal data)', () => {
    const actor = createActor(sessionMachine, {
      input: { token: tokens.client, now: NOW },
      inspect: devInspect,
    });
    actor.start();
    actor.send({ type: 'PROFILE.UPDATED', profile: clientProfile });
    for (const personal of ['Ana', tokens.client])
      expect(JSON.stringify(liveFlows())).not.toContain(personal);
    actor.stop();
  });
});
