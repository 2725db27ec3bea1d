/**
 * Design tokens. Colours live in a theme contract with a light and a dark implementation; spacing, radii
 * and type are theme-independent globals on :root.
 *
 * Three classes can sit on <html>: `lightTheme`, `darkTheme`, or `systemTheme` (light that switches to dark
 * under `prefers-color-scheme: dark`). `src/app/theme/ThemeProvider` picks one.
 */
import {
  assignVars,
  createGlobalTheme,
  createTheme,
  createThemeContract,
  globalStyle,
  style,
} from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    bg: null,
    surface: null,
    surfaceAlt: null,
    text: null,
    textMuted: null,
    border: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    danger: null,
    success: null,
    warning: null,
    focus: null,
    overlay: null,
  },
});

/** Light palette (exported for the contrast test). */
export const light = {
  color: {
    bg: '#f4f6fa',
    surface: '#ffffff',
    surfaceAlt: '#e9eef5',
    text: '#14202e',
    textMuted: '#4a5868',
    border: '#7a8799',
    primary: '#0b5cab',
    primaryHover: '#084a8a',
    onPrimary: '#ffffff',
    danger: '#b3261e',
    success: '#1b7a3d',
    warning: '#8a5a00',
    focus: '#0b5cab',
    overlay: 'rgba(10, 20, 30, 0.55)',
  },
};

/** Dark palette (exported for the contrast test). */
export const dark = {
  color: {
    bg: '#0f1720',
    surface: '#18222e',
    surfaceAlt: '#223040',
    text: '#e8eef5',
    textMuted: '#a9b6c4',
    border: '#6c7b8c',
    primary: '#7ab8ff',
    primaryHover: '#a3ceff',
    onPrimary: '#0a1a2b',
    danger: '#ff8a80',
    success: '#6fd394',
    warning: '#f2c14e',
    focus: '#9cccff',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
};

export const lightTheme = createTheme(vars, light);
export const darkTheme = createTheme(vars, dark);
export const systemTheme = style({
  vars: assignVars(vars, light),
  colorScheme: 'light',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, dark), colorScheme: 'dark' },
  },
});
globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

export const tokens = createGlobalTheme(':root', {
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.5rem',
  },
  shadow: { card: '0 1px 3px rgba(0, 0, 0, 0.12)', raised: '0 8px 28px rgba(0, 0, 0, 0.28)' },
  /** Minimum touch target (WCAG 2.5.5 / Material). */
  tap: '44px',
  contentMax: '40rem',
});
