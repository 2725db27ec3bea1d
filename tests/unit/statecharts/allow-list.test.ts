/**
 * The analytics collector's allow-list (server/analytics/allow-list.gen.ts) is what `npm run statecharts` generates
 * from the flow machines today (`statecharts:check` fails otherwise): a machine change that is not regenerated is
 * caught here too. Each flow lists its leaf states, the events that move it and its routes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALLOW_LIST_FILE, allowListSource, flowAllowList } from '../../../scripts/statecharts/allow-list';
import { models } from '../../model/registry';

describe('the analytics allow-list', () => {
  it('the committed file is the generation from the machines', () => {
    expect(readFileSync(ALLOW_LIST_FILE, 'utf8')).toBe(allowListSource(models));
  });

  it('a flow’s leaf states, its invoked calls’ done and error events, xstate.init and its routes', () => {
    const login = models.find((m) => m.machine.id === 'login')!;
    const list = flowAllowList(login.machine);
    expect(list.states).toContain('editing');
    expect(list.states).not.toContain('');
    expect(list.events).toEqual(
      expect.arrayContaining([
        'xstate.init',
        'SUBMIT',
        'xstate.done.actor.clients.signin',
        'xstate.error.actor.clients.signin',
      ]),
    );
    expect(list.routes).toEqual(['/login']);
  });
});
