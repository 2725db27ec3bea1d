import { style } from '@vanilla-extract/css';
import { tokens, vars } from './theme.css';

export const spinnerBlock = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  color: vars.color.primary,
});

export const card = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: tokens.radius.lg,
  boxShadow: tokens.shadow.card,
  padding: tokens.space.md,
});

export const pageTitle = style({
  margin: `0 0 ${tokens.space.sm}`,
  fontSize: tokens.font.sizeXl,
  lineHeight: 1.25,
  selectors: { '&:focus': { outline: 'none' } },
});

export const pageSubtitle = style({
  margin: `0 0 ${tokens.space.md}`,
  color: vars.color.textMuted,
});

export const progress = style({ display: 'grid', gap: tokens.space.xs });

export const progressTrack = style({
  height: '8px',
  borderRadius: tokens.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  backgroundColor: vars.color.primary,
  transition: 'width 200ms ease-out',
});

export const progressLabel = style({ fontSize: tokens.font.sizeSm, color: vars.color.textMuted });
