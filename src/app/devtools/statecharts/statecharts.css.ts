import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const page = style({
  display: 'grid',
  gap: '1rem',
  padding: '1rem',
  color: vars.color.text,
  minWidth: 0,
  boxSizing: 'border-box',
  // Full bleed: the shell's content column is narrow; a diagram needs the window's width.
  width: '96vw',
  marginLeft: 'calc(50% - 48vw)',
});

export const layout = style({
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)',
  '@media': { '(max-width: 48rem)': { gridTemplateColumns: '1fr' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' });

export const machineButton = style({
  width: '100%',
  textAlign: 'left',
  padding: '0.5rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.primary, fontWeight: 700 } },
});

export const detail = style({ minWidth: 0, display: 'grid', gap: '0.75rem', alignContent: 'start' });

export const liveBadge = style({ marginLeft: '0.5rem', color: vars.color.success, fontSize: '0.8rem' });

export const diagram = style({
  overflow: 'auto',
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.5rem',
  padding: '0.5rem',
  maxHeight: '70vh',
});

export const live = style({});

globalStyle(`${diagram} svg`, { maxWidth: 'none', height: 'auto' });
globalStyle(`${diagram}[data-fit="true"] svg`, { width: '100%', height: 'auto' });
globalStyle(
  `${diagram} g.node${live} path, ${diagram} g.node${live} polygon, ${diagram} g.node${live} ellipse`,
  {
    fill: '#fde68a',
    stroke: '#b45309',
    strokeWidth: 3,
  },
);
globalStyle(`${diagram} g.cluster${live} > path, ${diagram} g.cluster${live} > polygon`, {
  fill: '#fffbeb',
  stroke: '#b45309',
  strokeWidth: 2.5,
});

export const table = style({ borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: '0.25rem 0.5rem',
  textAlign: 'left',
  verticalAlign: 'top',
});

export const paths = style({
  whiteSpace: 'pre-wrap',
  fontSize: '0.8rem',
  maxHeight: '40vh',
  overflow: 'auto',
  background: vars.color.surfaceAlt,
  padding: '0.5rem',
  borderRadius: '0.5rem',
});
