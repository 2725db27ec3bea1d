import { style } from '@vanilla-extract/css';
import { badge } from '../signing/signing.css';

/** The home's section: the "Actualizando…" mark is placed against it. */
export const section = style({ position: 'relative' });

/**
 * "Actualizando…" beside the page title, out of the flow: its coming and going moves nothing (no layout shift
 * when the fresh figures replace the kept ones).
 */
export const updating = style([badge, { position: 'absolute', top: 0, right: 0, margin: 0 }]);
