import { applicationSetup, TO } from '../setup';

/**
 * A store application with no store (spec §2, §8): the alert and / . It leaves on a zero delay, so the host has
 * subscribed to the flow (and shows the alert) before it ends. The exit is the context's from the start (home:
 * nothing has changed it on the way here), so it sets none.
 */
export const missingStore = applicationSetup.createStateConfig({
  after: {
    leave: { target: TO.done, actions: 'alertMissingStore' },
  },
});
