import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from './theme.css';

/** Month and year side by side; day, month and year of a birth date with the month name the widest. */
export const row = styleVariants({
  monthYear: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.space.sm },
  dayMonthYear: { display: 'grid', gridTemplateColumns: '1fr 1.6fr 1.2fr', gap: tokens.space.sm },
});

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  fontWeight: 600,
  fontSize: tokens.font.sizeSm,
  marginBottom: tokens.space.xs,
});

export const groupError = style({
  margin: `0 0 ${tokens.space.md}`,
  color: vars.color.danger,
  fontSize: tokens.font.sizeSm,
  fontWeight: 600,
});
