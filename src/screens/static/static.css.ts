import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../ui/theme.css';

export const stack = style({ display: 'grid', gap: tokens.space.md });

export const terms = style({ display: 'grid', gap: tokens.space.sm, lineHeight: 1.6 });

export const termsHeading = style({ margin: `${tokens.space.md} 0 0`, fontSize: tokens.font.sizeLg });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const notice = style({
  display: 'grid',
  gap: tokens.space.md,
  textAlign: 'center',
  justifyItems: 'center',
});

export const noticeIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: tokens.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.danger,
});

export const phoneLine = style({ margin: 0, fontSize: tokens.font.sizeLg, fontWeight: 600 });
