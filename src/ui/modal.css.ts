/**
 * The overlay's and the dialog's classes as plain `style`/`styleVariants` (a base class, then one per placement, in
 * the order a recipe wrote them), combined in Modal.tsx: no recipes runtime in the chunks that show a modal.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from './theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  backgroundColor: vars.color.overlay,
});

export const overlayPlacement = styleVariants({
  center: {
    alignItems: 'flex-end',
    justifyContent: 'center',
    '@media': { '(min-width: 600px)': { alignItems: 'center' } },
  },
  start: { alignItems: 'stretch', justifyContent: 'flex-start' },
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: tokens.shadow.raised,
  maxHeight: '100dvh',
  overflowY: 'auto',
  selectors: { '&:focus': { outline: 'none' } },
});

export const dialogPlacement = styleVariants({
  center: {
    width: '100%',
    maxWidth: '28rem',
    borderRadius: `${tokens.radius.lg} ${tokens.radius.lg} 0 0`,
    padding: tokens.space.lg,
    '@media': { '(min-width: 600px)': { borderRadius: tokens.radius.lg, maxHeight: '90dvh' } },
  },
  start: { width: 'min(20rem, 85vw)', padding: tokens.space.md },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
  marginBottom: tokens.space.md,
});

export const title = style({ margin: 0, fontSize: tokens.font.sizeLg, lineHeight: 1.3, paddingTop: '8px' });

export const footer = style({ display: 'grid', gap: tokens.space.sm, marginTop: tokens.space.lg });
