/**
 * Vite plugin for `npm run dev`: serves the sandbox API (`/api`) and the sandbox page (`/__sandbox`) inside the
 * Vite dev server, on the same origin as the app. The database is the same PGlite under `.data/` as `npm start`
 * (or DATABASE_URL), so the two cannot run at the same time on the same folder.
 */
import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';

export function sandboxApiPlugin(): Plugin {
  let close: (() => Promise<void>) | undefined;
  return {
    name: 'sandbox-api',
    apply: 'serve',
    async configureServer(server) {
      const [
        { createApp },
        { resolvesToLoopback, loadConfig, withPersistentSecret },
        { openDatabase },
        { seed },
        { createServerDeps },
        { startSweeper },
      ] = await Promise.all([
        import('./app.ts'),
        import('./config.ts'),
        import('./db/client.ts'),
        import('./db/seed.ts'),
        import('./deps.ts'),
        import('./lending/scheduler/sweeper.ts'),
      ]);
      const config = withPersistentSecret(loadConfig());
      // `vite --host` exposes the dev server to the network: the same rule as a non-loopback HOST, decided by the
      // addresses the name resolves to (Vite's default, `localhost`, included).
      const viteHost = server.config.server.host;
      const exposed =
        viteHost === true ||
        !(await resolvesToLoopback(typeof viteHost === 'string' ? viteHost : 'localhost'));
      if (exposed && config.sandbox && !config.sandboxKey) {
        throw new Error(
          'The dev server is exposed to the network (--host) and the sandbox tools are on: set SANDBOX_KEY ' +
            '(at least 16 characters), or SANDBOX=false, or run without --host.',
        );
      }
      const database = await openDatabase(config);
      await seed(database.db);
      const deps = await createServerDeps(database.db, config);
      const sweeper = startSweeper(deps);
      close = async () => {
        await sweeper.stop();
        await database.close();
      };
      const app = createApp(deps);
      const listener = getRequestListener(app.fetch);
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        if (url.startsWith('/api/') || url === '/api' || url.startsWith('/__sandbox')) {
          void listener(req, res);
          return;
        }
        next();
      });
      server.httpServer?.once('close', () => void close?.());
    },
    async buildEnd() {
      await close?.();
    },
  };
}
