/** Body children carrying this attribute stay interactive while a modal is open (e.g. the toast's live regions). */
export const KEEP_INTERACTIVE_ATTR = 'data-keep-interactive';
