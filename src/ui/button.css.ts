import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from './theme.css';

/*
 * Button look, in three parts that `button()` (src/ui/buttonClasses.ts) combines — plain classes rather than a
 * vanilla-extract recipe, whose runtime would ship in the entry chunk for the shell's buttons. Same rules, same
 * order (base, variant, size, block).
 */
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.sm,
  minHeight: tokens.tap,
  padding: `0 ${tokens.space.md}`,
  border: '2px solid transparent',
  borderRadius: tokens.radius.md,
  fontWeight: 600,
  textDecoration: 'none',
  textAlign: 'center',
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const buttonVariant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
  },
  secondary: {
    backgroundColor: 'transparent',
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceAlt } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceAlt } },
  },
  danger: {
    backgroundColor: 'transparent',
    color: vars.color.danger,
    borderColor: vars.color.danger,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceAlt } },
  },
});

export const buttonSize = styleVariants({
  md: {},
  sm: { minHeight: '36px', padding: `0 ${tokens.space.sm}`, fontSize: tokens.font.sizeSm },
  icon: { width: tokens.tap, padding: 0, borderRadius: tokens.radius.pill },
});

export const buttonBlock = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1.25em',
  height: '1.25em',
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});
