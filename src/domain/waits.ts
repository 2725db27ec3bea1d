/**
 * A wait in Spanish words, written once for the server's answers and the app's own texts (a 429 says how long to
 * wait in `retryAfterSeconds`; the app words it with this).
 */

/** `3 horas y 5 minutos`, `1 hora`, `12 minutos`, `1 minuto`: whole minutes, rounded up, at least one. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? '' : h === 1 ? '1 hora' : `${h} horas`;
  const mins = m === 0 ? '' : m === 1 ? '1 minuto' : `${m} minutos`;
  return hours && mins ? `${hours} y ${mins}` : hours || mins;
}
