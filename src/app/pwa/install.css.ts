import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../ui/theme.css';

export { visuallyHidden as hidden } from '../../ui/global.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  flexWrap: 'wrap',
  padding: tokens.space.sm,
  marginTop: tokens.space.sm,
  // In the slot stuck to the foot of the screen it floats over the page on a long one.
  boxShadow: tokens.shadow.card,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const text = style({ margin: 0, flex: '1 1 12rem', fontSize: tokens.font.sizeSm });
