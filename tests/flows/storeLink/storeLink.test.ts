/**
 * The store link /solicitud?storeId&promoterId&storeName (machines/storeLink.machine.ts), from the real machine
 * (spec §2 "Store purchase entry", §5 "A store lookup with no id is rejected as STORE_ID_MUST_BE_DEFINED", §8): the
 * store is looked up by its trimmed id; a link without a storeId or with an unknown store ends with the §8 text.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type StoreLinkInput, storeLinkMachine } from '../../../machines/storeLink.machine';
import type { Store } from '../../../src/api/contract/common';

/** §8, copied from the spec. */
const STORE_ID_REQUIRED = 'Se necesita usar un link de tienda para crear una solicitud.';
const STORE_NOT_FOUND = 'No se encontró la tienda solicitada.';

const muebles: Store = { id: 's-1', name: 'Muebles Ruiz', sector: 'HOME_AND_FURNITURE' };

type Lookup = { storeExists: boolean; store: Store | null };

function start(
  link: Partial<StoreLinkInput>,
  lookup: (storeId: string) => Promise<Lookup> = async () => ({ storeExists: true, store: muebles }),
) {
  const calls: { storeId: string }[] = [];
  const machine = storeLinkMachine.provide({
    actors: {
      'catalog.getStore': fromPromise(({ input }: { input: { storeId: string } }) => {
        calls.push(input);
        return lookup(input.storeId);
      }),
    },
  });
  const input: StoreLinkInput = { storeId: null, promoterId: null, storeName: null, ...link };
  const actor = createActor(machine, { input }).start();
  return { actor, calls, snapshot: () => actor.getSnapshot() };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.matches('looking') && !s.matches('start'));

describe('store link machine', () => {
  it('looks the store up by its trimmed id (busy meanwhile) and keeps the link', async () => {
    const link = start({ storeId: '  s-1 ', promoterId: 'p-7', storeName: 'Muebles Ruiz' });
    expect([link.snapshot().value, link.snapshot().hasTag('busy')]).toEqual(['looking', true]);
    expect(link.calls).toEqual([{ storeId: 's-1' }]);
    await settled(link.actor);
    expect([link.snapshot().value, link.snapshot().hasTag('busy')]).toEqual(['found', false]);
    const kept = {
      storeId: '  s-1 ',
      promoterId: 'p-7',
      storeName: 'Muebles Ruiz',
      store: muebles,
      error: null,
    };
    expect(link.snapshot().status).toBe('active');
    expect(link.snapshot().context).toEqual(kept);
  });

  it.each([
    ['no storeId', null],
    ['an empty storeId', ''],
    ['a storeId of spaces', '   '],
  ])(
    'a link with %s never looks the store up and ends with the STORE_ID_MUST_BE_DEFINED text',
    (_, storeId) => {
      const link = start({ storeId, promoterId: 'p-7' });
      expect(link.snapshot()).toMatchObject({ value: 'failed', status: 'done' });
      expect(link.snapshot().output).toEqual({ error: STORE_ID_REQUIRED });
      expect(link.calls).toEqual([]);
    },
  );

  it.each<[string, Lookup]>([
    ['the store does not exist', { storeExists: false, store: null }],
    ['the store does not exist, even with a store in the answer', { storeExists: false, store: muebles }],
    ['the store exists but comes without its data', { storeExists: true, store: null }],
  ])('ends with the not-found text when %s', async (_, answer) => {
    const link = start({ storeId: 's-1' }, async () => answer);
    await settled(link.actor);
    expect(link.snapshot()).toMatchObject({ value: 'failed', status: 'done', context: { store: null } });
    expect(link.snapshot().output).toEqual({ error: STORE_NOT_FOUND });
  });

  it('any other lookup failure ends with the not-found text', async () => {
    const link = start({ storeId: 's-404' }, async () => {
      throw new Error('HTTP 500');
    });
    await settled(link.actor);
    expect(link.calls).toEqual([{ storeId: 's-404' }]);
    expect(link.snapshot().value).toBe('failed');
    expect(link.snapshot().output).toEqual({ error: STORE_NOT_FOUND });
  });
});
