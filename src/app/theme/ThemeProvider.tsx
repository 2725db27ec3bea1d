/**
 * Light/dark theme. Follows the OS (`prefers-color-scheme`) until the user picks a theme; the pick is kept
 * in local storage under `THEME_STORAGE_KEY` (logout clears all local storage, so it then follows the OS
 * again). The theme class goes on <html> so the page background follows too.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { dark, darkTheme, light, lightTheme, systemTheme } from '../../ui/theme.css';
import '../../ui/global.css';
import { useProvided } from '../provided';

export type ThemeName = 'light' | 'dark';
/** `system` follows the OS preference. */
export type ThemePreference = ThemeName | 'system';

export const THEME_STORAGE_KEY = 'themePreference';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeApi {
  /** The theme in effect now. */
  theme: ThemeName;
  /** What the user chose; `system` until they choose. */
  preference: ThemePreference;
  /** Choose a theme (persisted) or go back to following the OS with `system`. */
  setTheme(theme: ThemePreference): void;
}

const ThemeContext = createContext<ThemeApi | null>(null);

function readStoredPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function subscribeToOs(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function osPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

const THEME_CLASSES = [lightTheme, darkTheme, systemTheme];

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreference] = useState<ThemePreference>(readStoredPreference);
  const prefersDark = useSyncExternalStore(subscribeToOs, osPrefersDark, () => false);
  const theme: ThemeName = preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...THEME_CLASSES);
    root.classList.add(preference === 'system' ? systemTheme : theme === 'dark' ? darkTheme : lightTheme);
    root.dataset.theme = theme;
    // The browser's toolbar colour follows the theme too.
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme === 'dark' ? dark.color.surface : light.color.primary);
  }, [preference, theme]);

  const setTheme = useCallback((next: ThemePreference) => {
    try {
      if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode or full storage: the choice still applies for this visit.
    }
    setPreference(next);
  }, []);

  const api = useMemo<ThemeApi>(() => ({ theme, preference, setTheme }), [theme, preference, setTheme]);
  return <ThemeContext value={api}>{children}</ThemeContext>;
}

export function useTheme(): ThemeApi {
  return useProvided(ThemeContext, 'ThemeProvider');
}
