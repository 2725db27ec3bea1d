/**
 * Production builds leave out of the contract what only the server reads (scripts/build-plugins.ts,
 * `stripContractDocs`): each endpoint's `errors` map and `auth` list, nothing else — a body field named `auth`
 * (the push subscription's keys) stays.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutServerFields } from '../../../scripts/build-plugins.ts';

const CONTRACT = resolve(import.meta.dirname, '..', '..', '..', 'src', 'api', 'contract');
const files = readdirSync(CONTRACT).filter((f) => f.endsWith('.ts'));

describe('the contract without its server-only fields', () => {
  it.each(files)('%s keeps no errors map and no auth list, and nothing else goes', (file) => {
    const code = readFileSync(join(CONTRACT, file), 'utf8');
    const out = withoutServerFields(code);
    expect(out).not.toMatch(/\berrors:\s*\{/);
    expect(out).not.toMatch(/\bauth:\s*(?:'public'|\[)/);
    // Only whole `errors: {…},` and `auth: …,` entries went.
    const removed = code.length - out.length;
    const entries = [...code.matchAll(/\berrors:\s*\{[^}]*\},?|\bauth:\s*(?:'public'|\[[^\]]*\]),?/g)];
    expect(removed).toBe(entries.reduce((sum, m) => sum + m[0].length, 0));
  });

  it('double-quoted (as the bundler hands the source over) and single-quoted alike; a schema field `auth` stays', () => {
    const code = `defineEndpoint({ id: "a.b", auth: ["client", "client-ephemeral"], errors: { 404: "Not found", 422: 'It\\'s closed' }, response: r });
z.object({ auth: base64url(22, '==') });
defineEndpoint({ id: 'c.d', auth: 'public', response: r });`;
    expect(withoutServerFields(code)).toBe(`defineEndpoint({ id: "a.b",   response: r });
z.object({ auth: base64url(22, '==') });
defineEndpoint({ id: 'c.d',  response: r });`);
  });
});
