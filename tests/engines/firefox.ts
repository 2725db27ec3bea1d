/**
 * Firefox (Debian's `firefox-esr`) through WebDriver BiDi with puppeteer-core: headless, a 390×844 viewport.
 * Scripts run through BiDi's `script.callFunction`, which the page's Content-Security-Policy does not govern (the
 * app's CSP forbids `eval`), so the shared finder is handed over as a function built here.
 */
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import type { Engine, Handle } from './driver.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const fn = (script: string) => new Function(script) as (...args: unknown[]) => unknown;

export async function firefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: { 'intl.accept_languages': 'es-MX', 'browser.download.dir': '/tmp' },
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
  const errors: string[] = [];
  // A link that fails (a stylesheet, a modulepreload) fires an `error` that does not bubble: said on the console
  // from the document's start, so the console listener below hears it.
  await page.evaluateOnNewDocument(() =>
    document.addEventListener(
      'error',
      (e) => {
        const el = e.target as HTMLLinkElement | null;
        if (el?.tagName === 'LINK') console.error(`link error: ${el.rel} ${el.href}`);
      },
      true,
    ),
  );
  page.on('pageerror', (e) => errors.push(`pageerror: ${String(e)}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return {
    name: 'firefox',
    version: await browser.version(),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    run: <T>(script: string, ...args: unknown[]) => page.evaluate(fn(script), ...args) as Promise<T>,
    async element(script, ...args) {
      const h = await page.evaluateHandle(fn(script), ...args);
      const el = h.asElement();
      if (!el) await h.dispose();
      return el as Handle | null;
    },
    async click(el) {
      await (el as ElementHandle).click();
    },
    async type(el, text) {
      const input = el as ElementHandle;
      await input.click();
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      if (text === '') await page.keyboard.press('Backspace');
      else await page.keyboard.type(text);
    },
    async choose(el, value) {
      const select = el as ElementHandle<HTMLSelectElement>;
      const option = await select.evaluate(
        (s, want) => [...s.options].find((o) => o.value === want || o.label === want)?.value ?? want,
        value,
      );
      await select.select(option);
    },
    back: async () => void (await page.goBack()),
    forward: async () => void (await page.goForward()),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png`, fullPage: true });
    },
    engineErrors: () => errors,
    close: () => browser.close(),
  };
}
