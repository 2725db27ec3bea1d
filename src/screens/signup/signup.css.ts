import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../ui/theme.css';

export { actions, link, links, muted, page, text } from '../../ui/formPage.css';

export const form = style({ display: 'grid', gap: tokens.space.xs });

export const strong = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

/** A button that reads as a text link (an action inside the flow, not a navigation). */
export const linkButton = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: tokens.space.xs,
  minHeight: tokens.tap,
  font: 'inherit',
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const privacy = style({
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: tokens.font.sizeSm,
});

/** The 'Con CURP' / 'Sin CURP' switch: two radio buttons drawn as one segmented control. */
export const modes = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 0,
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.pill,
  overflow: 'hidden',
});

export const modeLegend = style({
  padding: 0,
  marginBottom: tokens.space.xs,
  fontWeight: 600,
  fontSize: tokens.font.sizeSm,
});

export const modeOption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.xs,
  minHeight: tokens.tap,
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&:has(input:checked)': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    // On the selected half the focus colour would vanish into the fill: a ring in the text colour of the fill.
    '&:has(input:checked:focus-visible)': {
      outline: `3px solid ${vars.color.onPrimary}`,
      outlineOffset: '-6px',
    },
  },
});

export const modeInput = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
});

export const dateGroup = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const notice = style({
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surface,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: tokens.space.sm });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: tokens.space.md,
});

export const step = style({ display: 'flex', alignItems: 'center', gap: tokens.space.md, fontWeight: 600 });

export const stepMarker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: tokens.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  flex: '0 0 auto',
});

export const stepDone = style({ background: vars.color.primary, color: vars.color.onPrimary });

export const stepState = style({
  display: 'block',
  fontWeight: 400,
  fontSize: tokens.font.sizeSm,
  color: vars.color.textMuted,
});

export const found = style({
  display: 'grid',
  gap: tokens.space.sm,
  margin: `0 0 ${tokens.space.md}`,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const foundRow = style({ display: 'grid', gap: '2px' });
