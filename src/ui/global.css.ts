import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  backgroundColor: vars.color.bg,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  fontFamily: tokens.font.body,
  fontSize: tokens.font.sizeMd,
  lineHeight: 1.5,
  color: vars.color.text,
  backgroundColor: vars.color.bg,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, p, ul, ol', { marginTop: 0 });

globalStyle('a', { color: vars.color.primary });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('[hidden]', { display: 'none !important' });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/** The rules of `visuallyHidden`, for styles that hide text only under a media query. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRules);
