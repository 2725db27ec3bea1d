/**
 * The sandbox's postal codes as the docs list them (server/catalog/README.md "Postal codes", pointed to by the
 * main README's sandbox personas): exactly the codes the seed loads, so QA can rely on the list.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POSTAL_CODE_SAMPLE } from '../../../server/catalog/data/postal-codes.ts';

const catalogReadme = readFileSync('server/catalog/README.md', 'utf8');
const mainReadme = readFileSync('README.md', 'utf8');

/** The README's "Postal codes" table: state → codes. */
function listed(): Map<string, string[]> {
  const section = catalogReadme.slice(catalogReadme.indexOf('## Postal codes'));
  const rows = new Map<string, string[]>();
  for (const [, state, codes] of section.matchAll(/^\| ([^|]+?) \| (`\d{5}`(?:, `\d{5}`)*) \|$/gm))
    rows.set(
      state as string,
      [...(codes as string).matchAll(/\d{5}/g)].map((m) => m[0]),
    );
  return rows;
}

describe('the sandbox postal codes in the docs', () => {
  it('server/catalog/README.md lists every sample code by state, and only those (122)', () => {
    const expected = new Map(POSTAL_CODE_SAMPLE.map((s) => [s.state, s.codes.map(([code]) => code)]));
    expect(listed()).toEqual(expected);
    expect([...expected.values()].flat()).toHaveLength(122);
  });

  it('the main README says so next to the personas, with the refusal of a real code and where the list is', () => {
    const personas = mainReadme.slice(mainReadme.indexOf('## Sandbox personas and outcomes'));
    const section = personas.slice(0, personas.indexOf('\n## ', 1));
    const said = ['122 codes', '`44100`', 'No encontramos ese código postal. Revisa que esté bien escrito.'];
    for (const text of [...said, 'server/catalog/README.md#postal-codes']) expect(section).toContain(text);
    expect(POSTAL_CODE_SAMPLE.flatMap((s) => s.codes.map(([code]) => code))).not.toContain('44100');
  });
});
