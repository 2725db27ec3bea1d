/**
 * WebKit (Debian's `webkit2gtk-driver`: WebKitWebDriver driving MiniBrowser) through classic WebDriver, spoken
 * here over HTTP in a few lines. WebKitGTK has no headless mode: it runs under Xvfb (./run.ts starts one when there
 * is no display). MiniBrowser's window has a toolbar, so the app runs in a popup of exactly 390×844 without one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { Engine, Handle } from './driver.ts';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Elements travel to the page as WebDriver element references; everything else as JSON. */
const out = (v: unknown): unknown =>
  v && typeof v === 'object' && 'id' in (v as object) && (v as { wd?: true }).wd
    ? { [ELEMENT]: (v as { id: string }).id }
    : v;

export async function webkit(display: string): Promise<Engine> {
  const port = await freePort();
  const driver: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const wd = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok)
      throw new Error(`WebDriver ${method} ${path}: ${json.value?.error} ${json.value?.message ?? ''}`);
    return json.value;
  };
  let session = '';
  let version = '';
  for (let i = 0; ; i++) {
    try {
      const started = await wd<{ sessionId: string; capabilities: { browserVersion?: string } }>(
        'POST',
        '/session',
        {
          capabilities: { alwaysMatch: { browserName: 'MiniBrowser', pageLoadStrategy: 'normal' } },
        },
      );
      session = started.sessionId;
      version = `WebKitGTK ${started.capabilities.browserVersion ?? '?'}`;
      break;
    } catch (e) {
      if (i > 50) throw e;
      await sleep(200);
    }
  }
  const s = (path: string) => `/session/${session}${path}`;
  const run = async <T>(script: string, ...args: unknown[]): Promise<T> => {
    const value = await wd<unknown>('POST', s('/execute/sync'), { script, args: args.map(out) });
    return (
      value && typeof value === 'object' && ELEMENT in (value as object)
        ? { wd: true, id: (value as Record<string, string>)[ELEMENT] }
        : value
    ) as T;
  };
  const id = (el: Handle) => (el as { id: string }).id;
  let popup = '';
  return {
    name: 'webkit',
    version,
    async goto(url) {
      if (!popup) {
        // The popup of the app's size (opened by a click: a script alone may not open windows), then every
        // command goes to it.
        const opener = `<button id="open" onclick="window.open('about:blank', 'app', 'popup,width=390,height=844')">abrir</button>`;
        await wd('POST', s('/url'), { url: `data:text/html,${encodeURIComponent(opener)}` });
        const before = await wd<string[]>('GET', s('/window/handles'));
        const button = await wd<Record<string, string>>('POST', s('/element'), {
          using: 'css selector',
          value: '#open',
        });
        await wd('POST', s(`/element/${Object.values(button)[0]}/click`), {});
        for (let i = 0; !popup && i < 50; i++) {
          popup = (await wd<string[]>('GET', s('/window/handles'))).find((h) => !before.includes(h)) ?? '';
          if (!popup) await sleep(100);
        }
        if (!popup) throw new Error('WebKit: the 390×844 window did not open');
        await wd('POST', s('/window'), { handle: popup });
      }
      await wd('POST', s('/url'), { url });
    },
    run,
    async element(script, ...args) {
      const el = await run<unknown>(script, ...args);
      return el && typeof el === 'object' && (el as { wd?: true }).wd ? el : null;
    },
    async click(el) {
      await wd('POST', s(`/element/${id(el)}/click`), {});
    },
    async type(el, text) {
      // Send Keys puts the caret after the text; as many backspaces as there are characters clear it (WebKit's
      // driver drops keys typed with a held Control, so Ctrl+A is no option).
      const length = await run<number>('return arguments[0].value.length', el);
      await wd('POST', s(`/element/${id(el)}/value`), { text: `${'\uE003'.repeat(length)}${text}` });
    },
    async choose(el, value) {
      const option = await run<unknown>(
        'return [...arguments[0].options].find((o) => o.value === arguments[1] || o.label === arguments[1])',
        el,
        value,
      );
      await wd('POST', s(`/element/${id(option)}/click`), {});
    },
    back: async () => void (await wd('POST', s('/back'), {})),
    forward: async () => void (await wd('POST', s('/forward'), {})),
    reload: async () => void (await wd('POST', s('/refresh'), {})),
    async screenshot(path) {
      await writeFile(path, Buffer.from(await wd<string>('GET', s('/screenshot')), 'base64'));
    },
    engineErrors: () => [],
    async close() {
      await wd('DELETE', s('')).catch(() => {});
      driver.kill();
    },
  };
}
