import { style } from '@vanilla-extract/css';
import { tokens } from '../../ui/theme.css';

export { link, links, muted, page } from '../../ui/formPage.css';

export const form = style({ display: 'grid', gap: tokens.space.md });
