import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../ui/global.css';
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

/**
 * The signing payment table (7 figures a row) on a page at most 28rem wide: never a sideways scroll. Each
 * payment is a block of label–value pairs in two columns (the column headers stay in the table for screen
 * readers, hidden on screen; the labels on screen are aria-hidden), so every figure is whole at 320 px.
 * The table keeps its roles explicitly (role="table", "row", …): a table shown as grid loses them in some
 * browsers.
 */
export const table = style({ display: 'block', width: '100%', fontSize: tokens.font.sizeSm });

export const tableCaption = style({
  display: 'block',
  marginBottom: tokens.space.sm,
  color: vars.color.textMuted,
});

export const tableHead = style(visuallyHiddenRules);

export const tableBody = style({ display: 'grid', gap: tokens.space.sm });

export const tableRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${tokens.space.xs} ${tokens.space.md}`,
  padding: tokens.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: `0 ${tokens.space.xs}`,
  minWidth: 0,
  padding: 0,
  textAlign: 'right',
  fontWeight: 400,
});

/** The month's payment: the figure a customer looks for, in bold. */
export const paymentCell = style({ fontWeight: 700 });

export const cellLabel = style({ color: vars.color.textMuted, textAlign: 'left' });

export const cellValue = style({ whiteSpace: 'nowrap' });

export const center = style({
  display: 'grid',
  gap: tokens.space.md,
  justifyItems: 'center',
  textAlign: 'center',
});

/** A full-width block inside a centred page (the success screen's contract buttons). */
export const wide = style({ width: '100%' });
