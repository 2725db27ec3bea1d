import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../../ui/theme.css';

export const stack = style({ display: 'grid', gap: tokens.space.md });
export const tight = style({ display: 'grid', gap: tokens.space.xs });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const text = style({ margin: 0, lineHeight: 1.5 });
export const heading = style({ margin: 0, fontSize: tokens.font.sizeLg });
export const subheading = style({ margin: 0, fontSize: tokens.font.sizeMd });
export const amount = style({ margin: 0, fontSize: tokens.font.sizeXl, fontWeight: 700 });

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  minHeight: tokens.tap,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: tokens.space.md,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: tokens.space.sm,
  flexWrap: 'wrap',
});

export const badge = styleVariants({
  overdue: {
    display: 'inline-block',
    padding: `2px ${tokens.space.sm}`,
    borderRadius: tokens.radius.pill,
    fontSize: tokens.font.sizeSm,
    fontWeight: 700,
    color: '#fff',
    backgroundColor: '#b3261e',
  },
  current: {
    display: 'inline-block',
    padding: `2px ${tokens.space.sm}`,
    borderRadius: tokens.radius.pill,
    fontSize: tokens.font.sizeSm,
    fontWeight: 700,
    color: '#fff',
    backgroundColor: '#1b6e3a',
  },
});

export const mark = styleVariants({
  paid: { color: vars.color.success, fontWeight: 600 },
  advance: { color: vars.color.success, fontWeight: 600 },
  next: { color: vars.color.primary, fontWeight: 700 },
  notMade: { color: vars.color.danger, fontWeight: 700 },
  pending: { color: vars.color.textMuted },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: tokens.font.sizeSm });
export const cell = style({
  padding: `${tokens.space.sm} ${tokens.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });

/**
 * The 'Pago n de 12' chips: one width for all (equal grid columns, as many as fit), figures in tabular numbers so
 * 'Pago 1 de 12' and 'Pago 12 de 12' line up.
 */
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: tokens.space.sm,
});
export const timelineItem = style({
  display: 'grid',
  alignContent: 'start',
  gap: '2px',
  minWidth: 0,
  padding: tokens.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  fontSize: tokens.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

export const definition = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: tokens.space.xs,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, textAlign: 'right', fontWeight: 600 });

export const reference = style({
  margin: 0,
  fontSize: tokens.font.sizeXl,
  fontWeight: 700,
  letterSpacing: '0.05em',
  wordBreak: 'break-all',
});

export const steps = style({
  margin: 0,
  paddingLeft: tokens.space.lg,
  display: 'grid',
  gap: tokens.space.sm,
});

export const receipt = style({
  '@media': { print: { boxShadow: 'none', border: '1px solid #000' } },
});
export const noPrint = style({ '@media': { print: { display: 'none' } } });

export const switchRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: tokens.space.md,
  minHeight: tokens.tap,
});
export const switchInput = style({
  width: '44px',
  height: '24px',
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

/** Label above value (long values such as e-mails wrap instead of overflowing). */
export const stackedDefinition = style({ display: 'grid', gap: '2px', margin: 0 });
export const stackedValue = style({
  margin: `0 0 ${tokens.space.sm}`,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});
