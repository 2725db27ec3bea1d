import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  precompress,
  reactRouterTreeShaking,
  stripContractDocs,
  stripFlowAtlas,
} from './scripts/build-plugins.ts';

/** The modules of the lazily loaded API chunk (src/app/api-services.ts); `npm run size` finds it by its name, `api`. */
const API_LAYER =
  /node_modules[\\/]zod[\\/]|node_modules[\\/]fetch-retry[\\/]|src[\\/]app[\\/]api-services\.ts$|src[\\/]api[\\/](client|errors|contract-call|early|contract[\\/]common|contract[\\/]endpoint)\.ts$/;

/** The modules of a client's first call (src/app/lazy-services.ts): see the `clients` group below. */
const CLIENTS_FIRST_CALL =
  /src[\\/]api[\\/](contract[\\/]clients|prefetch|prefetch-global)\.ts$|src[\\/]app[\\/]api-services-clients\.ts$/;

/**
 * In development the sandbox API is served inside the Vite dev server under /api
 * (see server/dev-plugin.ts). It is never part of the production bundle.
 */
async function sandboxApi(): Promise<Plugin[]> {
  try {
    const mod = await import('./server/dev-plugin.ts');
    return [mod.sandboxApiPlugin()];
  } catch {
    return [];
  }
}

export default defineConfig(async ({ command }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    ...(command === 'serve' && !process.env.VITEST ? await sandboxApi() : []),
    reactRouterTreeShaking(),
    stripFlowAtlas(),
    stripContractDocs(),
    precompress(),
  ],
  resolve: {
    // @xstate/react imports the pre-React-18 shim of useSyncExternalStore; React 19 has the hook built in.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'react' },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // Every supported browser has <link rel="modulepreload"> or falls back to loading on import.
    modulePreload: {
      polyfill: false,
      // The entry chunk (named `index` by the group below) has always run before any lazy chunk: a lazy import that
      // lists it made the preload helper add a `modulepreload` of the entry, which finds only a `<script>` of that
      // URL, not a link. Chromium reuses the loaded module; Firefox, through the service worker after a reload,
      // fired an `error` on that link. Nothing to preload: it is left out.
      resolveDependencies: (_file: string, deps: string[]) =>
        deps.filter((dep) => !/^assets\/index-[\w-]+\.js$/.test(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules its test names (their other imports stay in the chunks the automatic
          // splitting gives them): the API group must not pull the small domain modules its schemas use (money,
          // limits, stores), which visitor pages load without the API.
          includeDependenciesRecursively: false,
          groups: [
            // Everything the entry needs at start in the entry chunk itself: one request and one compression
            // context instead of several small shared chunks. Lazy pages stay separate chunks.
            { name: 'index', tags: ['$initial' as const] },
            // The API layer in one chunk with zod: the client, its errors, the contract call, the common schemas
            // and zod/mini. A contract group that uses none of the common schemas (analytics) split zod into a
            // chunk of its own, one more request and ≈ 0.6 KB more on every visit that calls the API.
            { name: 'api', test: API_LAYER },
            // A client's first call: the `clients` contract group, the chunk that loads it with the API and the
            // hand-off of index.html's profile request, in one chunk (always loaded together): one request and one
            // compression context instead of two, ≈ 0.2 KB less on every signed-in first visit.
            { name: 'clients', test: CLIENTS_FIRST_CALL },
          ],
        },
        // Lazy chunks named by their hash alone: the entry's preload map lists every chunk's file name, so the
        // module names cost every first visit ≈ 0.4 KB gzipped. `npm run size` and `npm run bench:web` name
        // modules from the manifest and the source maps, not from file names. Seven characters of hash, not the
        // default eight: the map holds every chunk's name and each lazy import one, and a hash does not compress
        // (≈ 0.1–0.2 KB gzipped on every first visit); 42 bits keep names distinct, and the bundler's placeholders
        // allow up to 4,095 chunks at this length (it stops the build beyond, saying so).
        chunkFileNames: 'assets/[hash:7].js',
        // Style sheets too: the same map lists the CSS each lazy chunk needs, and the chunks that import the entry
        // list its sheet (`index-….css`): a module name in each cost the first visits ≈ 0.1–0.2 KB gzipped.
        assetFileNames: (asset: { readonly names: readonly string[] }) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    // Two workers even on a 2-core machine: a third of a UI test file's time is jsdom set-up and module loading,
    // which overlaps well with another file's run.
    maxWorkers: 2,
    // The JSON report feeds the atlas's "last run" (statecharts/atlas/results.js, `npm run statecharts`).
    reporters: ['default', ['json', { outputFile: '.tmp/test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/flows/**/*.test.ts',
            'tests/rules/**/*.test.ts',
            'tests/model/**/*.machine.test.ts',
            // The tooling's own checks (the cluster's load balancer and supervisor configuration).
            'tooling/**/*.test.ts',
          ],
          // A hang is a failure: the model harness sets tighter limits per path and per step (5 s of real time,
          // reporting the state and URL it was stuck on); nothing here may wait longer than this.
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.tsx', 'tests/flows/**/*.test.tsx', 'tests/model/**/*.ui.test.tsx'],
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          // One migrated PGlite dumped once per run, loaded by each file (tests/integration/pglite-template.ts).
          globalSetup: ['tests/integration/pglite-template.ts'],
          setupFiles: ['tests/integration/isolation.ts'],
          // Generous: a few suites send hundreds of requests (brute force, fuzz) and share the machine with others.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One file at a time: a file already keeps more than one core busy (PGlite's WebAssembly, argon2, the
          // server processes), and two at a time measured slower (each worker imports the module graph below).
          fileParallelism: false,
          // The files share their worker's modules: the server's module graph, PGlite's and drizzle's are imported
          // once, not once per file (about 5 s of CPU per file, most of the project's "import" time). Sound because
          // the server keeps its state per app (WeakMaps keyed by `Deps`) and each file starts its own API on its
          // own database; what a file could leave process-wide (environment, globals, spies, fake timers, process
          // listeners) fails that file (tests/integration/isolation.ts, the set-up file above).
          isolate: false,
          // After the unit and ui files, as before (Vitest put a project of one worker with isolated files in a group
          // of its own, run last; one whose files share modules needs its own group order, or the run refuses to start).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
}));
