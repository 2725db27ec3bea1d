/**
 * Issue 9 point 9: the server converts money with `src/domain/money.ts` only (exact, half-up, centavos) and checks
 * CLABEs with `src/domain/clabe.ts` only — no floating-point copies, no second CLABE library.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newTransferReference } from '../../../server/accounts/service.ts';
import { clients } from '../../../server/db/schema.ts';
import { clabeParts, isValidClabe } from '../../../src/domain/clabe.ts';
import { fileApi } from '../helpers.ts';

const SERVER = path.resolve(import.meta.dirname, '../../../server');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return d.name.endsWith('.ts') ? [p] : [];
  });
}

const api = fileApi();

describe('one money conversion, one CLABE check', () => {
  it('no server module defines its own peso/centavo conversion or imports another CLABE library', () => {
    const offenders: string[] = [];
    for (const file of sources(SERVER)) {
      const text = fs.readFileSync(file, 'utf8');
      const name = path.relative(SERVER, file);
      if (/(?:const|function|let)\s+(?:centavosToPesos|pesosToCentavos)\b/.test(text))
        offenders.push(`${name}: money`);
      if (/from\s+['"]clabe-validator['"]/.test(text)) offenders.push(`${name}: clabe-validator`);
    }
    expect(offenders).toEqual([]);
  });

  it('transfer references are CLABEs at STP (646) with the domain check digit', () => {
    for (let i = 0; i < 500; i++) {
      const ref = newTransferReference();
      expect(isValidClabe(ref), ref).toBe(true);
      expect(clabeParts(ref)).toMatchObject({ bankCode: '646', plazaCode: '180' });
    }
  });

  it('the profile reports the credit limit exactly in pesos', async () => {
    const c = await api.createClient();
    await api.db.update(clients).set({ creditLimitCentavos: 1_234_567 }).where(eq(clients.id, c.id));
    const me = await api.request<{ creditLimit: number }>('GET', '/api/clients/me', { token: c.token });
    expect(me.body.creditLimit).toBe(12_345.67);
  });
});
