/**
 * Where the session's token comes from at load (spec §4 "Session"): the `?token=` query of the page URL (saved,
 * then removed from the URL so it is not bookmarked or shared), else local storage (`authToken`).
 *
 * Exception: on the password-reset page, `?token=` is the one-time reset token, which belongs to that page.
 */
import { PATHS } from '../../paths';
import { type KeyValueStorage, readItem, STORAGE_KEYS, writeItem } from '../storage';

export interface UrlAccess {
  readonly location: { readonly href: string };
  readonly history: {
    replaceState(data: unknown, unused: string, url?: string | URL | null): void;
    readonly state: unknown;
  };
}

export function takeInitialToken(win: UrlAccess, storage?: KeyValueStorage | null): string | null {
  const url = new URL(win.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl && url.pathname.replace(/\/+$/, '') !== PATHS.resetPassword) {
    writeItem(STORAGE_KEYS.authToken, fromUrl, storage ?? undefined);
    url.searchParams.delete('token');
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    return fromUrl;
  }
  return readItem(STORAGE_KEYS.authToken, storage ?? undefined);
}
