import { style } from '@vanilla-extract/css';
import { tokens, vars } from './theme.css';

export const field = style({ display: 'grid', gap: tokens.space.xs, marginBottom: tokens.space.md });

export const label = style({ fontWeight: 600, fontSize: tokens.font.sizeSm });

export const control = style({
  width: '100%',
  minHeight: tokens.tap,
  padding: `0 ${tokens.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: tokens.font.sizeMd,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { opacity: 0.6 },
    '&[readonly]': { backgroundColor: vars.color.surfaceAlt },
  },
});

export const controlRow = style({ display: 'flex', alignItems: 'stretch', gap: tokens.space.xs });

export const hint = style({ margin: 0, fontSize: tokens.font.sizeSm, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  fontSize: tokens.font.sizeSm,
  color: vars.color.danger,
  fontWeight: 600,
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space.sm,
  minHeight: tokens.tap,
  paddingTop: tokens.space.sm,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '22px',
  height: '22px',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
});
