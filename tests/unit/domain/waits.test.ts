/** src/domain/waits.ts: a wait in Spanish words, in whole minutes rounded up, at least one. */
import { describe, expect, it } from 'vitest';
import { waitInWords } from '../../../src/domain/waits';

describe('waitInWords', () => {
  it.each([
    [0, '1 minuto'],
    [1, '1 minuto'],
    [60, '1 minuto'],
    [61, '2 minutos'],
    [59 * 60, '59 minutos'],
    [3599, '1 hora'],
    [3600, '1 hora'],
    [3601, '1 hora y 1 minuto'],
    [3600 + 120, '1 hora y 2 minutos'],
    [2 * 3600, '2 horas'],
    [2 * 3600 + 60, '2 horas y 1 minuto'],
    [23 * 3600 + 59 * 60, '23 horas y 59 minutos'],
  ])('%i s → %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
