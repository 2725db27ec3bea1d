/**
 * Marketing parameters (spec §2 /prestamo-personal: "URL query parameters are kept as marketing parameters (utm);
 * defaults are medium 'organic' and source 'clients-webapp'"). Read by the landing page, and by the login when the
 * landing sends a visitor to sign in first (`/login?prestamo=personal&utm_…`), so the personal loan started after
 * sign-in carries them too.
 */
import type { ApplicationStart } from './applicationStart';

export type Utm = NonNullable<ApplicationStart['utm']>;

const OPTIONAL = ['campaign', 'term', 'content'] as const;

/** The utm of a URL query, with the spec's defaults. */
export function utmOf(params: URLSearchParams): Utm {
  const read = (name: string) => params.get(`utm_${name}`)?.trim().slice(0, 100) || undefined;
  const utm: Record<string, string> = {
    medium: read('medium') ?? 'organic',
    source: read('source') ?? 'clients-webapp',
  };
  for (const name of OPTIONAL) {
    const value = read(name);
    if (value) utm[name] = value;
  }
  return utm;
}

/** The `utm_*` parameters of a URL query as they came, to carry on to another page's URL. */
export function utmParams(params: URLSearchParams): [string, string][] {
  return [...params].filter(([name]) => name.startsWith('utm_'));
}
