/**
 * Time to first answered tap: how long after navigation a customer's first tap on the page's main action is
 * answered. A fresh headless Chromium is slowed down as Lighthouse's mobile run is (CPU ×N with CDP's CPU
 * throttling; the slow-4G network: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), a capture listener on the document
 * notes when the tap's `click` is dispatched (`performance.now()`, i.e. from navigation start), and the tap is sent
 * the moment the main action is first on screen (the page still loading its scripts, as a hurried thumb does). The
 * figure is the dispatch time: the main thread was free to run the page's handler then. Printed, never asserted.
 */
import { launchMobile } from './mobile.ts';

export interface TapTarget {
  /** The URL to open. */
  readonly url: string;
  /** The page's main action (CSS selector of the element a customer taps first). */
  readonly action: string;
  /** Local storage to set on the origin before the visit (token, drafts). */
  readonly storage: Readonly<Record<string, string>>;
}

export interface TapResult {
  /** ms from navigation start to the tap's dispatch; NaN when the action never appeared within 60 s. */
  readonly answeredMs: number;
  /** ms from navigation start to when the action was first seen on screen. */
  readonly shownMs: number;
}

export async function timeToFirstTap(chromePath: string, target: TapTarget, cpu: number): Promise<TapResult> {
  const phone = await launchMobile(chromePath, { driver: 'puppeteer' });
  try {
    const { browser, page } = phone;
    const origin = new URL(target.url).origin;
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((entries) => {
      for (const [k, v] of entries) localStorage.setItem(k, v);
    }, Object.entries(target.storage));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __tapAt?: number; __shownAt?: number };
      document.addEventListener(
        'click',
        () => {
          w.__tapAt ??= performance.now();
        },
        { capture: true },
      );
    });
    // Not awaited to any load event: the tap races the page's loading, as a customer's thumb does.
    void page.goto(target.url, { timeout: 120_000 }).catch(() => {});
    const shown = await page
      .waitForSelector(target.action, { visible: true, timeout: 60_000 })
      .catch(() => null);
    if (!shown) return { answeredMs: Number.NaN, shownMs: Number.NaN };
    const shownMs = await page.evaluate(() => performance.now());
    await shown.tap();
    const answered = await page
      .waitForFunction(() => (window as unknown as { __tapAt?: number }).__tapAt, { timeout: 60_000 })
      .then((h) => h.jsonValue() as Promise<number>)
      .catch(() => Number.NaN);
    await browser.disconnect();
    return { answeredMs: answered, shownMs };
  } finally {
    phone.close();
  }
}
