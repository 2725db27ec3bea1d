import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../ui/theme.css';

export { actions, link, links, muted, page, text } from '../../ui/formPage.css';

export const results = style({
  display: 'grid',
  gap: tokens.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  width: '100%',
  minHeight: tokens.tap,
  padding: tokens.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: tokens.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.primary,
  fontWeight: 700,
  fontSize: tokens.font.sizeLg,
});

export const name = style({ display: 'block', fontWeight: 600 });

export const sector = style({ display: 'block', color: vars.color.textMuted, fontSize: tokens.font.sizeSm });

export const card = style({ display: 'grid', gap: tokens.space.xs });

export const headline = style({ margin: 0, fontSize: tokens.font.sizeXl, fontWeight: 700 });
