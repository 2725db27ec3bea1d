/**
 * The analytics collector (`POST /api/analytics/events`, public: a visitor's tab sends it with
 * `navigator.sendBeacon`), size-capped at 32 KB before the body is read, rate-limited per address, stored in the
 * database. With the sandbox on, `GET /api/__sandbox/analytics/events` downloads every stored event as JSON (the
 * button on `/__sandbox`; the input of `npm run statecharts -- --traffic <file>`).
 */
import { bodyLimit } from 'hono/body-limit';
import { ANALYTICS_LIMITS } from '../../src/api/contract/analytics.ts';
import { contract } from '../../src/api/contract/index.ts';
import type { Deps } from '../context.ts';
import type { Router } from '../http/env.ts';
import { fail } from '../http/errors.ts';
import { createRouteBinder, reply, sourceAddressOf } from '../http/route.ts';
import { createAnalyticsService } from './service.ts';

export function registerAnalyticsRoutes(router: Router, deps: Deps): void {
  const route = createRouteBinder(router, deps);
  const analytics = createAnalyticsService(deps);
  const api = contract.analytics;

  router.use(
    api.events.path,
    bodyLimit({
      maxSize: ANALYTICS_LIMITS.maxBytes,
      onError: () => {
        throw fail(413, 'PAYLOAD_TOO_LARGE', 'La solicitud es demasiado grande.');
      },
    }),
  );
  route(api.events, async (ctx, { body }) =>
    reply(202, await analytics.events(body.events, sourceAddressOf(ctx.c, deps.config.trustedProxies))),
  );

  if (deps.config.sandbox) {
    router.get('/__sandbox/analytics/events', async (c) => {
      const { events } = await analytics.download();
      c.header('Content-Disposition', 'attachment; filename="flow-events.json"');
      c.header('Cache-Control', 'no-store');
      return c.json({ events });
    });
  }
}
