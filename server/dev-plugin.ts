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
        { loadConfig, withPersistentSecret },
        { openDatabase },
        { seed },
        { createServerDeps },
      ] = await Promise.all([
        import('./app.ts'),
        import('./config.ts'),
        import('./db/client.ts'),
        import('./db/seed.ts'),
        import('./deps.ts'),
      ]);
      const config = withPersistentSecret(loadConfig());
      const database = await openDatabase(config);
      await seed(database.db);
      close = database.close;
      const app = createApp(await createServerDeps(database.db, config));
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
