import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../ui/theme.css';

export { actions, link, links, muted, page, text } from '../../ui/formPage.css';

export const form = style({ display: 'grid', gap: tokens.space.xs });

export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.space.sm });

export const terms = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({ padding: 0, marginBottom: tokens.space.xs, fontWeight: 600 });

export const term = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.xs,
  minHeight: tokens.tap,
  padding: `0 ${tokens.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.pill,
  cursor: 'pointer',
  fontWeight: 600,
});

export const badge = style({
  fontSize: tokens.font.sizeSm,
  color: vars.color.primary,
  fontWeight: 700,
});

export const summary = style({
  display: 'grid',
  gap: tokens.space.xs,
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceAlt,
});

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: tokens.space.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.font.sizeSm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: tokens.font.sizeSm });

export const strong = style({ margin: 0, fontWeight: 700 });

export const linkButton = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: tokens.space.xs,
  minHeight: tokens.tap,
  font: 'inherit',
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});
