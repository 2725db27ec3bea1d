import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../ui/theme.css';

export { actions, link, muted, page, text } from '../../ui/formPage.css';

export const options = style({ display: 'grid', gap: tokens.space.md, margin: 0, padding: 0, border: 0 });

export const option = style({
  display: 'grid',
  gap: tokens.space.xs,
  padding: tokens.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary } },
});

export const optionHead = style({ display: 'flex', justifyContent: 'space-between', gap: tokens.space.sm });

export const badge = style({
  alignSelf: 'start',
  whiteSpace: 'nowrap',
  padding: `0 ${tokens.space.xs}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceAlt,
  fontWeight: 600,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `0 ${tokens.space.sm}`,
  margin: 0,
});

export const amount = style({ margin: 0, fontSize: tokens.font.sizeLg, fontWeight: 700 });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: tokens.font.sizeSm });

export const cell = style({
  padding: tokens.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export const center = style({
  display: 'grid',
  gap: tokens.space.md,
  justifyItems: 'center',
  textAlign: 'center',
});

/** A full-width block inside a centred page (the success screen's contract buttons). */
export const wide = style({ width: '100%' });
