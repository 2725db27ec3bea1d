/**
 * The home's two load calls ('applications.list', 'payments.balance') answered from one `load` of the test, called
 * once per load of the machine: its applications, and its balances (`null`: the balance read fails).
 */
import { fromPromise } from 'xstate';
import type { HomeData } from '../../../machines/home.machine.ts';

export function fromHomeLoad(load: () => Promise<HomeData>) {
  let shared: Promise<HomeData> | null = null;
  let takers = 0;
  // Both calls start together: the first one starts the test's load, the second one shares it.
  const take = (): Promise<HomeData> => {
    shared ??= load();
    const current = shared;
    takers += 1;
    if (takers === 2) {
      shared = null;
      takers = 0;
    }
    return current;
  };
  return {
    'applications.list': fromPromise(async () => (await take()).applications),
    'payments.balance': fromPromise(async () => {
      const { balances } = await take();
      if (balances === null) throw new Error('HTTP 503');
      return { balances };
    }),
  };
}
