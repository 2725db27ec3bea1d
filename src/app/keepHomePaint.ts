/**
 * What the home keeps after each load of its figures, loaded then (not with the home's chunk): the figures, and
 * the home's section as painted, marked as kept, for index.html's first paint of the next visit
 * (src/app/keptPaint.ts). Loaded by the home (src/app/pages/HomeRoute.tsx) after each answer of its figures.
 */

import type { HomeData } from '../../machines/home.machine';
import { assetSheets, type KeptPaint, type PaintNode, paintOf } from './keptPaint';
import { type Entry, readEntry } from './profileCache';
import { type KeyValueStorage, LAST_PROFILE_KEY, writeItem } from './storage';

/** Keeps the home figures just loaded for `token`, beside its kept profile (none kept: nothing to add to). */
export function rememberHome(token: string, home: HomeData, storage?: KeyValueStorage): void {
  const entry = readEntry(token, storage);
  if (entry === null) return;
  writeItem(LAST_PROFILE_KEY, JSON.stringify({ ...entry, home } satisfies Entry), storage);
}

/** Keeps `paint` beside the kept profile of `token` (none kept: nothing to add to). */
export function rememberPaint(token: string, paint: KeptPaint, storage?: KeyValueStorage): void {
  const entry = readEntry(token, storage);
  if (entry === null) return;
  writeItem(LAST_PROFILE_KEY, JSON.stringify({ ...entry, paint } satisfies Entry), storage);
}

/**
 * After the next frame (React has committed the figures just loaded), the home's section, when it shows fresh
 * figures, with `mark` (the "Actualizando…" status of kept figures, as HomeScreen renders it) for index.html to
 * paint: a busy section (kept figures, or loading) is not kept.
 */
export function keepHomePaint(token: string, mark: PaintNode): void {
  requestAnimationFrame(() => {
    const section = document.querySelector('main section');
    if (!section || section.getAttribute('aria-busy') === 'true') return;
    const paint = paintOf(section, mark, assetSheets(document));
    if (paint) rememberPaint(token, paint);
  });
}
