/**
 * Keeps the home's section as painted now, marked as kept, for index.html's first paint of the next visit
 * (src/app/keptPaint.ts). Loaded by the home (src/app/pages/HomeRoute.tsx) once its fresh figures are on screen.
 */

import { UPDATING_TEXT } from '../screens/home/HomeScreen';
import * as homeCss from '../screens/home/home.css';
import { assetSheets, type KeptPaint, type PaintNode, paintOf } from './keptPaint';
import { type Entry, readEntry } from './profileCache';
import { type KeyValueStorage, LAST_PROFILE_KEY, writeItem } from './storage';

/** The "Actualizando…" status of kept figures (HomeScreen's `Updating`), as index.html paints it. */
const KEPT_MARK: PaintNode = ['p', { class: homeCss.updating, role: 'status' }, UPDATING_TEXT];

/** Keeps `paint` beside the kept profile of `token` (none kept: nothing to add to). */
export function rememberPaint(token: string, paint: KeptPaint, storage?: KeyValueStorage): void {
  const entry = readEntry(token, storage);
  if (entry === null) return;
  writeItem(LAST_PROFILE_KEY, JSON.stringify({ ...entry, paint } satisfies Entry), storage);
}

export function keepHomePaint(token: string): void {
  const section = document.querySelector('main section');
  const paint = section ? paintOf(section, KEPT_MARK, assetSheets(document)) : null;
  if (paint) rememberPaint(token, paint);
}
