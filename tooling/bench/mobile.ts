/**
 * The bench's phone, for the modes that drive a page themselves (sign-in, tap, second visit, typing): a headless
 * Chromium (the given binary, never a downloaded one) with the mobile screen of Lighthouse's mobile runs — 412 × 823
 * CSS px, touch, a device scale factor of 1.75. Through Puppeteer over chrome-launcher (a new browser, one page),
 * or as a Playwright persistent context (a profile folder, or a temporary one).
 */
import { type BrowserContext, chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run'];
const VIEWPORT = { width: 412, height: 823 } as const;
const MOBILE = { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } as const;

export interface PuppeteerPhone {
  readonly browser: Browser;
  /** A new page with the phone's screen. */
  readonly page: Page;
  /** Ends the browser. */
  readonly close: () => void;
}

export interface PlaywrightPhoneOptions {
  readonly driver: 'playwright';
  /** The persistent profile's folder; a temporary one by default. */
  readonly profile?: string;
  /** `touch`: the phone's viewport and touch, without mobile emulation or device scale (the typing mode's). */
  readonly screen?: 'phone' | 'touch';
  readonly serviceWorkers?: 'allow' | 'block';
  readonly bypassCSP?: boolean;
}

export function launchMobile(chromePath: string, options: { driver: 'puppeteer' }): Promise<PuppeteerPhone>;
export function launchMobile(chromePath: string, options: PlaywrightPhoneOptions): Promise<BrowserContext>;
export async function launchMobile(
  chromePath: string,
  options: { driver: 'puppeteer' } | PlaywrightPhoneOptions,
): Promise<PuppeteerPhone | BrowserContext> {
  if (options.driver === 'playwright')
    return chromium.launchPersistentContext(options.profile ?? '', {
      executablePath: chromePath,
      headless: true,
      args: FLAGS,
      viewport: VIEWPORT,
      ...(options.screen === 'touch' ? { hasTouch: true } : MOBILE),
      ...(options.serviceWorkers ? { serviceWorkers: options.serviceWorkers } : {}),
      ...(options.bypassCSP ? { bypassCSP: true } : {}),
    });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.setViewport({ ...VIEWPORT, ...MOBILE });
    return { browser, page, close: () => chrome.kill() };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}
