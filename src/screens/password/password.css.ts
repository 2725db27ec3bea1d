import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../ui/theme.css';

export { actions, link, links, muted, page, text } from '../../ui/formPage.css';

export const form = style({ display: 'grid', gap: tokens.space.md });

export const strong = style({ fontWeight: 600, overflowWrap: 'anywhere' });

/** A button that reads as a text link (an action inside the flow, not a navigation). */
export const linkButton = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: tokens.space.xs,
  font: 'inherit',
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});
