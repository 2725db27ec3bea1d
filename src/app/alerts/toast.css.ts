import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../../ui/theme.css';

export const region = style({
  position: 'fixed',
  insetInline: tokens.space.md,
  bottom: `calc(${tokens.space.md} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  pointerEvents: 'none',
  selectors: {
    // A modal's buttons sit at its bottom (a bottom sheet on phones): the toast moves to the top meanwhile.
    '&[data-placement="top"]': {
      bottom: 'auto',
      top: `calc(${tokens.space.md} + env(safe-area-inset-top, 0px))`,
    },
  },
});

export const live = style({ display: 'flex', justifyContent: 'center', width: '100%' });

/** The toast; its border colour by type is `toastType` (plain classes: no recipe runtime in the entry). */
export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space.sm,
  width: '100%',
  maxWidth: '28rem',
  padding: `${tokens.space.sm} ${tokens.space.sm} ${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.md,
  borderLeft: '6px solid',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: tokens.shadow.raised,
});

export const toastType = styleVariants({
  success: { borderLeftColor: vars.color.success },
  error: { borderLeftColor: vars.color.danger },
  warning: { borderLeftColor: vars.color.warning },
});

export const body = style({ flex: 1, paddingBlock: tokens.space.xs, minWidth: 0, overflowWrap: 'anywhere' });

export const message = style({ margin: 0, fontWeight: 600 });

export const description = style({ margin: 0, fontSize: tokens.font.sizeSm, color: vars.color.textMuted });
