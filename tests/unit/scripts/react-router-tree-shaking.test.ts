/**
 * Production builds drop the React Router components the app never renders (scripts/build-plugins.ts,
 * `reactRouterTreeShaking`, ≈ 8 KB gzipped on every first visit). Its patterns follow the text of React Router's
 * production files, so a React Router release can make them match nothing: then the build fails (not a warning
 * nobody reads), and these tests fail on the installed release.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  reactRouterSideEffectsLeft,
  reactRouterTreeShaking,
  treeShakeReactRouter,
} from '../../../scripts/build-plugins.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const PRODUCTION = join(ROOT, 'node_modules', 'react-router', 'dist', 'production');
const files = readdirSync(PRODUCTION, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, code: readFileSync(join(PRODUCTION, file), 'utf8') }));

describe('the patterns, on the installed React Router', () => {
  it('leave no top-level displayName assignment and no unannotated component factory in any production file', () => {
    expect(files.length).toBeGreaterThan(10);
    const left = files.flatMap(({ file, code }) =>
      reactRouterSideEffectsLeft(treeShakeReactRouter(code)).map((line) => `${file}: ${line}`),
    );
    expect(left).toEqual([]);
  });

  it('change the files that define Link, NavLink, Form and the router contexts', () => {
    const defining = files.filter(({ code }) =>
      /^(?:const|let|var) (?:Link|NavLink|Form|LocationContext)\b/m.test(code),
    );
    expect(defining.length).toBeGreaterThanOrEqual(2);
    for (const { file, code } of defining) {
      const out = treeShakeReactRouter(code);
      expect(out, file).not.toBe(code);
      expect(out, file).not.toMatch(/^(?:Link|NavLink|Form|LocationContext)\.displayName/m);
    }
  });

  it('see what they miss: another quote, no semicolon, an unannotated factory', () => {
    expect(reactRouterSideEffectsLeft(treeShakeReactRouter('Link.displayName = "Link";'))).toEqual([]);
    const single = "Link.displayName = 'Link'";
    expect(reactRouterSideEffectsLeft(single)).toEqual([single]);
    expect(reactRouterSideEffectsLeft('let Form = React.forwardRef((p) => p);')).toHaveLength(1);
    expect(reactRouterSideEffectsLeft('let Form = /* @__PURE__ */ React.forwardRef((p) => p);')).toEqual([]);
    // Inside a function (a per-call component), nothing is kept at load: not a miss.
    expect(reactRouterSideEffectsLeft('  FetcherForm.displayName = "fetcher.Form";')).toEqual([]);
  });
});

type Handler = (this: { error(message: string): never }, ...args: unknown[]) => unknown;

/** The plugin's hooks, called as the bundler calls them; an `error` throws, as the build's does. */
function hooks() {
  const plugin = reactRouterTreeShaking();
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const transform = (plugin.transform as { handler: Handler }).handler;
  const run = (hook: unknown, ...args: unknown[]) => (hook as Handler).call(context, ...args);
  run(plugin.buildStart);
  return {
    transform: (code: string, file: string) =>
      run(transform, code, join(PRODUCTION, file)) as { code: string } | null,
    buildEnd: () => run(plugin.buildEnd),
  };
}

describe('the build', () => {
  it('fails when a React Router file keeps a side effect the patterns missed', () => {
    expect(() => hooks().transform("Link.displayName = 'Link';\n", 'lib/dom/lib.js')).toThrow(
      /react-router-tree-shaking: .*lib\.js still keeps 1 side effect/,
    );
  });

  it('fails when it bundles React Router files and changes none', () => {
    const build = hooks();
    expect(build.transform('export const x = 1;\n', 'lib/router/url.js')).toBeNull();
    expect(() => build.buildEnd()).toThrow(/1 React Router file\(s\) bundled, none changed/);
  });

  it('passes when a file changed, and when it bundles no React Router file (React Router external)', () => {
    const changed = hooks();
    const lib = files.find(({ file }) => file.endsWith(join('dom', 'lib.js')));
    expect(lib).toBeDefined();
    expect(changed.transform(lib?.code ?? '', 'lib/dom/lib.js')).not.toBeNull();
    expect(() => changed.buildEnd()).not.toThrow();
    expect(() => hooks().buildEnd()).not.toThrow();
  });

  it("leaves out React Router's Link, NavLink and Form when the app renders none of them", async () => {
    const plugins: Plugin[] = [
      reactRouterTreeShaking(),
      {
        name: 'router-fixture',
        resolveId: (id) => (id === 'fixture:entry' ? `\0${id}` : null),
        load: (id) =>
          id === '\0fixture:entry'
            ? "import { BrowserRouter, useNavigate, useHref, useLinkClickHandler } from 'react-router';\nexport { BrowserRouter, useNavigate, useHref, useLinkClickHandler };"
            : null,
      },
    ];
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      root: ROOT,
      // Under the test runner (NODE_ENV=test) Vite would pick React Router's development files.
      resolve: { conditions: ['module', 'browser', 'production'] },
      plugins,
      build: {
        ...{ write: false, minify: false },
        rolldownOptions: {
          input: 'fixture:entry',
          preserveEntrySignatures: 'strict',
          external: [/^react(?:-dom)?(?:\/|$)/],
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((o) => o.output);
    const code = chunks.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
    // React Router's production files, with the hooks the app's own links use.
    expect(code).toMatch(/react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]lib\.js/);
    expect(code).toContain('function useLinkClickHandler');
    expect(code).not.toMatch(/LinkWithRef|NavLinkWithRef|aria-current|PrefetchPageLinks/);
  });
});
