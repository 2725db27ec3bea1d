import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../ui/theme.css';

export { actions, link, links, muted, page, text } from '../../ui/formPage.css';

export const form = style({ display: 'grid', gap: tokens.space.md });
export const badge = style({
  justifySelf: 'start',
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
});
export const code = style({ fontSize: '2rem', letterSpacing: '0.3em', fontWeight: 700, margin: 0 });
export const list = style({
  display: 'grid',
  gap: tokens.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const row = style({
  display: 'grid',
  gap: tokens.space.xs,
  padding: tokens.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
});
