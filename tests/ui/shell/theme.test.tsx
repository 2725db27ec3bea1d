import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from '../../../src/app/theme';
import { dark, darkTheme, light, lightTheme, systemTheme } from '../../../src/ui/theme.css';

/** A matchMedia whose `(prefers-color-scheme: dark)` answer the test controls. */
function installOsPreference(initialDark: boolean) {
  let dark = initialDark;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('dark') ? dark : false;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    setDark(value: boolean) {
      dark = value;
      for (const fn of listeners) fn();
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

function Probe() {
  const { theme, preference, setTheme } = useTheme();
  return (
    <div>
      <p>
        tema:{theme} preferencia:{preference}
      </p>
      <button type="button" onClick={() => setTheme('dark')}>
        oscuro
      </button>
      <button type="button" onClick={() => setTheme('light')}>
        claro
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        sistema
      </button>
    </div>
  );
}

const renderProbe = () =>
  render(
    <ThemeProvider>
      <Probe />
    </ThemeProvider>,
  );

const html = () => document.documentElement.classList;
let os: ReturnType<typeof installOsPreference>;

beforeEach(() => {
  os = installOsPreference(false);
});
afterEach(() => {
  os.restore();
  html().remove(lightTheme, darkTheme, systemTheme);
});

describe('ThemeProvider', () => {
  it('follows the OS preference while the user has not chosen', () => {
    renderProbe();
    expect(screen.getByText('tema:light preferencia:system')).toBeTruthy();
    expect(html().contains(systemTheme)).toBe(true);
    act(() => os.setDark(true));
    expect(screen.getByText('tema:dark preferencia:system')).toBeTruthy();
    expect(html().contains(systemTheme)).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('starts dark when the OS prefers dark', () => {
    os.setDark(true);
    renderProbe();
    expect(screen.getByText('tema:dark preferencia:system')).toBeTruthy();
  });

  it('a choice overrides the OS, applies its class and is persisted', () => {
    renderProbe();
    act(() => screen.getByRole('button', { name: 'oscuro' }).click());
    expect(screen.getByText('tema:dark preferencia:dark')).toBeTruthy();
    expect(html().contains(darkTheme)).toBe(true);
    expect(html().contains(systemTheme)).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    // The OS changing no longer matters.
    act(() => os.setDark(true));
    act(() => screen.getByRole('button', { name: 'claro' }).click());
    act(() => os.setDark(false));
    expect(screen.getByText('tema:light preferencia:light')).toBeTruthy();
    expect(html().contains(lightTheme)).toBe(true);
    expect(html().contains(darkTheme)).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('restores the persisted choice on the next visit, whatever the OS says', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderProbe();
    expect(screen.getByText('tema:dark preferencia:dark')).toBeTruthy();
    expect(html().contains(darkTheme)).toBe(true);
  });

  it("'system' forgets the choice and follows the OS again", () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    os.setDark(true);
    renderProbe();
    expect(screen.getByText('tema:light preferencia:light')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'sistema' }).click());
    expect(screen.getByText('tema:dark preferencia:system')).toBeTruthy();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('sets the browser theme-color to match', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    renderProbe();
    expect(meta.content).toBe(light.color.primary);
    act(() => screen.getByRole('button', { name: 'oscuro' }).click());
    expect(meta.content).toBe(dark.color.surface);
    meta.remove();
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    renderProbe();
    expect(screen.getByText('tema:light preferencia:system')).toBeTruthy();
  });
});
