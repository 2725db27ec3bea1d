import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../ui/theme.css';

export const page = style({
  display: 'grid',
  gap: tokens.space.lg,
  maxWidth: '28rem',
  margin: '0 auto',
  width: '100%',
});

export const form = style({ display: 'grid', gap: tokens.space.md });

export const actions = style({ display: 'grid', gap: tokens.space.sm });

export const links = style({
  display: 'grid',
  gap: tokens.space.sm,
  justifyItems: 'center',
  textAlign: 'center',
});

export const link = style({ color: vars.color.primary, fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const text = style({ margin: 0 });

export const strong = style({ fontWeight: 600, overflowWrap: 'anywhere' });

/** A button that reads as a text link (an action inside the flow, not a navigation). */
export const linkButton = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: tokens.space.xs,
  font: 'inherit',
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});
