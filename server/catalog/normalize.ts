/** Lower case, accents removed (ñ → n), inner whitespace collapsed: the key of the accent-insensitive store search. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
