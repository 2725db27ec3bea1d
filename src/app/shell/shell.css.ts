import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden, visuallyHiddenRules } from '../../ui/global.css';
import { tokens, vars } from '../../ui/theme.css';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'fixed',
        top: tokens.space.sm,
        left: tokens.space.sm,
        width: 'auto',
        height: 'auto',
        margin: 0,
        clip: 'auto',
        zIndex: 70,
        padding: tokens.space.sm,
        backgroundColor: vars.color.surface,
        borderRadius: tokens.radius.sm,
      },
    },
  },
]);

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.xs,
  minHeight: '56px',
  padding: `env(safe-area-inset-top, 0px) ${tokens.space.sm} 0`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.surfaceAlt}`,
});

// With large text (200 %) the header fits the screen: the name shrinks to an ellipsis (the link keeps its full
// accessible name), the buttons keep their size. Before, it pushed every page sideways (471–519 px in 390).
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.xs,
  minWidth: 0,
  minHeight: tokens.tap,
  padding: `0 ${tokens.space.xs}`,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const logoText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { '(max-width: 339px)': visuallyHiddenRules },
});

export const actions = style({
  marginLeft: 'auto',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.xs,
});

/** Text beside an icon, read by screen readers always and shown on wider screens. */
export const wideOnly = style({
  '@media': { '(max-width: 599px)': visuallyHiddenRules },
});

export const helpButton = style({ minWidth: tokens.tap, padding: '0 10px' });

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: tokens.tap,
  height: tokens.tap,
  borderRadius: tokens.radius.pill,
  color: vars.color.primary,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceAlt } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: tokens.contentMax,
  margin: '0 auto',
  padding: tokens.space.md,
  selectors: { '&:focus': { outline: 'none' } },
});

/**
 * The install banner's slot, after <main>: at the foot of the screen on a short page (the shell is at least the
 * viewport's height and <main> takes the rest) and stuck to it on a long one, so nothing the page paints moves it.
 * Empty (no height) until the banner comes.
 */
export const bannerSlot = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  width: '100%',
  maxWidth: tokens.contentMax,
  margin: '0 auto',
  padding: `0 ${tokens.space.md}`,
  selectors: { '&:not(:empty)': { paddingBottom: tokens.space.md } },
});

// While the banner is stuck to the foot of the screen, a field reached with Tab scrolls clear of it, never under it
// (WCAG 2.4.11, focus not obscured). Chromium already centres a field it scrolls to on focus (the e2e check in
// tests/e2e/account.spec.ts holds with or without this); browsers that scroll it only to the edge need the padding.
globalStyle(`html:has(.${bannerSlot}:not(:empty))`, { scrollPaddingBottom: '7rem' });

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  padding: `${tokens.space.sm} 0 ${tokens.space.md}`,
  marginBottom: tokens.space.sm,
  borderBottom: `1px solid ${vars.color.surfaceAlt}`,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  flexShrink: 0,
  borderRadius: tokens.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
});

export const userName = style({ margin: 0, fontWeight: 700 });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: tokens.space.xs,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt },
    '&[aria-current="page"]': { backgroundColor: vars.color.surfaceAlt, color: vars.color.primary },
  },
});

export const menuFooter = style({
  display: 'grid',
  gap: tokens.space.sm,
  marginTop: 'auto',
  paddingTop: tokens.space.lg,
});

export const helpList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: tokens.space.md,
});

export const helpItem = style({ display: 'flex', gap: tokens.space.sm, alignItems: 'flex-start' });

export const helpBullet = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  flexShrink: 0,
  borderRadius: tokens.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.primary,
});

export const helpItemTitle = style({ margin: 0, fontWeight: 700 });

export const helpItemText = style({ margin: 0, color: vars.color.textMuted });
