/** The layout every single-column form page shares (login, sign-up, password): page, actions and link rows. */
import { style } from '@vanilla-extract/css';
import { tokens, vars } from './theme.css';

export const page = style({
  display: 'grid',
  gap: tokens.space.lg,
  maxWidth: '28rem',
  margin: '0 auto',
  width: '100%',
});

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
