import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from './theme.css';

/** Button look; also usable on links (`<Link className={button({ variant: 'secondary' })}>`). */
export const button = recipe({
  base: {
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
  },
  variants: {
    variant: {
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
    },
    size: {
      md: {},
      sm: { minHeight: '36px', padding: `0 ${tokens.space.sm}`, fontSize: tokens.font.sizeSm },
      icon: { width: tokens.tap, padding: 0, borderRadius: tokens.radius.pill },
    },
    block: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

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
