import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../ui/theme.css';

export const center = style({
  display: 'grid',
  gap: tokens.space.md,
  justifyItems: 'center',
  textAlign: 'center',
  padding: `${tokens.space.xl} 0`,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });
