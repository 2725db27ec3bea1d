/**
 * `npm run bench:web -- --returning`: the signed-in client arrives as a returning customer does, with the profile
 * and home figures the app kept at their last visit (`lastProfile`, src/app/profileCache.ts). One warm visit of
 * `/` (a fresh headless Chromium, no throttling) loads the home until the app has kept them; the entry is then set
 * in local storage before every signed-in run, beside the token.
 */
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

/** The local storage a returning client has: the token and the kept profile and figures. */
export async function returningClientStorage(
  chromePath: string,
  origin: string,
  token: string,
): Promise<Record<string, string>> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
    await page.goto(`${origin}/`);
    const kept = await page
      .waitForFunction(
        () => {
          const entry = localStorage.getItem('lastProfile');
          return entry !== null && JSON.parse(entry).home ? entry : null;
        },
        { timeout: 60_000 },
      )
      .then((h) => h.jsonValue() as Promise<string>);
    await browser.disconnect();
    return { lastProfile: kept };
  } finally {
    chrome.kill();
  }
}
