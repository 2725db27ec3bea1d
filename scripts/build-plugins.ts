/**
 * Vite plugins for the production build (see docs/performance.md, "Weight budget"):
 *
 * - `reactRouterTreeShaking()` lets the bundler drop the React Router components the app never renders.
 * - `stripFlowAtlas()` leaves the statecharts atlas and the states' descriptions (documentation) out of the machines.
 * - `precompress()` writes a brotli (`.br`) and a gzip (`.gz`) copy of every text asset, which the production
 *   server sends to browsers that accept them (server/app.ts, `serveStatic({ precompressed: true })`).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const REACT_ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;

/** `X.displayName = "X";` after a component or a context, at the top level of a module. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** `= React.forwardRef(`, `= React.memo(`, `= React.createContext(`: not yet annotated pure. */
const UNANNOTATED_CALL = /=\s*([\w$]+)\.(forwardRef|memo|createContext)\(/g;

/** A React Router production file with its `displayName` assignments removed and its component factories pure. */
export function treeShakeReactRouter(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(UNANNOTATED_CALL, '= /* @__PURE__ */ $1.$2(');
}

/**
 * What, in a React Router production file already through `treeShakeReactRouter`, still keeps components alive:
 * a top-level `displayName` assignment or a top-level `forwardRef`/`memo`/`createContext` call not annotated pure,
 * in whatever form React Router writes it (another quote, no semicolon, `let` or `var`). Empty when the patterns
 * caught everything; not empty when a React Router release changed its output and the patterns need a look.
 */
export function reactRouterSideEffectsLeft(code: string): string[] {
  return [
    ...(code.match(/^[\w$]+\.displayName\s*=.*$/gm) ?? []),
    ...(code.match(
      /^(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=\s*[\w$]+\.(?:forwardRef|memo|createContext)\(.*$/gm,
    ) ?? []),
  ];
}

/**
 * React Router's production files assign `X.displayName = "X"` after each component and create `Link`, `NavLink`
 * and `Form` with an unannotated `React.forwardRef(...)` call. The bundler keeps both as possible side effects,
 * so every build carried `Link` (with framework-mode route prefetching behind it), `NavLink`, `Form` and the
 * route matching they reach, ≈ 8 KB gzipped, whether the app renders them or not. This removes the
 * `displayName` assignments (React reads them only in development tools) and marks `forwardRef`, `memo` and
 * `createContext` calls pure (they are), so unused components are tree-shaken. Build only: the development
 * server uses React Router's development files, untouched.
 *
 * The build FAILS when the patterns stop working: when a React Router file keeps a top-level `displayName`
 * assignment or an unannotated factory after the transform, or when a build that bundles React Router changed
 * none of its files. A build that bundles none (the prerender's server build, where packages stay external)
 * has nothing to check.
 */
export function reactRouterTreeShaking(): Plugin {
  let seen = 0;
  let transformed = 0;
  return {
    name: 'credito:react-router-tree-shaking',
    apply: 'build',
    buildStart() {
      seen = 0;
      transformed = 0;
    },
    transform: {
      filter: { id: REACT_ROUTER_BUILD },
      handler(code, id) {
        seen++;
        const out = treeShakeReactRouter(code);
        const left = reactRouterSideEffectsLeft(out);
        if (left.length > 0) {
          this.error(
            `react-router-tree-shaking: ${id} still keeps ${left.length} side effect(s) the patterns missed ` +
              `(first: ${left[0]}); update scripts/build-plugins.ts.`,
          );
        }
        if (out === code) return null;
        transformed++;
        return { code: out, map: null };
      },
    },
    buildEnd(error) {
      if (!error && seen > 0 && transformed === 0) {
        this.error(
          `react-router-tree-shaking: ${seen} React Router file(s) bundled, none changed; update the patterns ` +
            '(scripts/build-plugins.ts).',
        );
      }
    },
  };
}

const MACHINE_SOURCE = /[\\/]machines[\\/].*\.ts$/;
/** `meta: { atlas: flowAtlas },` on a machine's root config (machines/shared/atlas.ts). */
const ATLAS_META = /\bmeta: \{ atlas: [\w$]+ \},?/g;

/** A machine module without its `meta: { atlas }` (the atlas module is then unused and tree-shaken). */
export function withoutAtlas(code: string): string {
  return code.replace(ATLAS_META, '');
}

/** A string literal in single or double quotes, on one line. */
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
/** `description: '…'` (or `'…' + '…'`) on a state or a transition: documentation for the atlas, never read by the app. */
const DESCRIPTION = new RegExp(String.raw`\bdescription:\s*${STRING}(?:\s*\+\s*${STRING})*\s*,?`, 'g');

/** A machine module without the `description` texts of its states and transitions (a string literal only). */
export function withoutDescriptions(code: string): string {
  return code.replace(DESCRIPTION, '');
}

/**
 * Every flow machine carries its screen-flow atlas (titles and labels in Spanish for statecharts/index.html, read
 * by `npm run statecharts` from the machine's `meta`) — ≈ 0.5 KB gzipped in the entry for the session machine
 * alone, more in each flow's chunk, never read by the app; and so does the `description` of every state and
 * transition (English notes for the atlas and the inspector, ≈ 0.3 KB gzipped in the entry). Production builds drop
 * both; the development server, the tests, the statecharts scripts and a build with the in-app viewer
 * (`VITE_STATECHARTS=true`) keep them.
 */
export function stripFlowAtlas(): Plugin {
  return sourceStripper('strip-flow-atlas', MACHINE_SOURCE, (code) =>
    withoutDescriptions(withoutAtlas(code)),
  );
}

/**
 * A production build's transform that removes from the modules `id` matches what only tooling or the server reads
 * (`strip`); off in the development server, the tests and a build with the in-app statecharts viewer
 * (`VITE_STATECHARTS=true`). A build where no module changed warns: the pattern no longer matches the source.
 */
function sourceStripper(name: string, id: RegExp, strip: (code: string) => string): Plugin {
  let enabled = false;
  let transformed = 0;
  return {
    name: `credito:${name}`,
    apply: 'build',
    configResolved(config) {
      enabled = config.env.VITE_STATECHARTS !== 'true' && !process.env.VITEST;
    },
    transform: {
      filter: { id },
      handler(code) {
        if (!enabled) return null;
        const out = strip(code);
        if (out === code) return null;
        transformed++;
        return { code: out, map: null };
      },
    },
    buildEnd() {
      if (enabled && transformed === 0)
        this.warn(`${name}: no module changed; check its patterns (npm run size).`);
    },
  };
}

const CONTRACT_SOURCE = /[\\/]src[\\/]api[\\/]contract[\\/][^\\/]+\.ts$/;
/**
 * `errors: { 404: '…', 422: '…' },` on a contract endpoint: what each status means, in English, for the OpenAPI
 * document the server builds (server/openapi.ts, the only reader); the app never reads it.
 */
const ERRORS_DOC = new RegExp(String.raw`\berrors:\s*\{(?:\s*\d{3}:\s*${STRING}\s*,?)*\s*\},?`, 'g');
/** `auth: 'public',` or `auth: ['client', …],`: the audiences whose token the server accepts (the server's check). */
const AUTH = /\bauth:\s*(?:(['"])public\1|\[(?:\s*(['"])[a-z-]+\2\s*,?)+\s*\]),?/g;

/** A contract module without what only the server reads of its endpoints: `errors` and `auth`. */
export function withoutServerFields(code: string): string {
  return code.replace(ERRORS_DOC, '').replace(AUTH, '');
}

/**
 * The contract's `errors` maps and `auth` lists (≈ 50 and 60 of them, ≈ 1 KB gzipped on every visit that loads the
 * contract) leave production builds: only the server (its authorization and the OpenAPI document) reads them, from
 * the source; the app never does.
 */
export function stripContractDocs(): Plugin {
  return sourceStripper('strip-contract-docs', CONTRACT_SOURCE, withoutServerFields);
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Smaller files are sent as they are (compression would save next to nothing). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to each emitted text file. */
export function precompress(): Plugin {
  return {
    name: 'credito:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '');
      const jobs: Promise<void>[] = [];
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) continue;
        const file = path.join(outDir, fileName);
        jobs.push(
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }).then((br) => writeFile(`${file}.br`, br)),
          gz(bytes, { level: 9 }).then((zipped) => writeFile(`${file}.gz`, zipped)),
        );
      }
      await Promise.all(jobs);
    },
  };
}
