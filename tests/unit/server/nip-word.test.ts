/**
 * One word for the customer's six-digit NIP (issue 42): the server and src/api call it `nip` in their code. The API's
 * own names stay where the API is written or read: the contract's fields (`complianceCode`, `signatureCode`), the
 * endpoint keys (`sendSignatureCode`, `resendSignatureCode`, `resendComplianceCode`) and server/lending/nip.ts,
 * where the routes read those fields. Comments and string literals (error codes, Spanish texts) are not code names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const ENDPOINT_KEYS = /(?:[Ss]endSignatureCode|[Rr]esendSignatureCode|[Rr]esendComplianceCode)/g;
/** The API's refusal codes for it, object keys where the app maps them to its texts. */
const REFUSAL_CODES = /\bPIN_(?:EXPIRED|LOCKED)\b/g;
/** Other words for the NIP in an identifier: PIN (pin, Pin, PIN as a word part), signature code, compliance code. */
const OTHER_WORDS =
  /\b\w*?(?:\bpin(?![a-z])|Pin(?![a-z])|PIN(?![A-Z])|[Ss]ignatureCode|[Cc]omplianceCode)\w*\b/g;
/** Files that write or read the API's own field names: the contract, the server's reader, the flows' request bodies. */
const API_NAMES = (file: string) =>
  file.startsWith('src/api/contract/') ||
  file === 'server/lending/nip.ts' ||
  /^machines\/[^/]+\/bodies\.ts$/.test(file);
/** Generated from the machines (their state and event names are the machines' side). */
const GENERATED = new Set(['server/analytics/allow-list.gen.ts']);

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** The code without its comments and string literals. */
function codeOnly(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''");
}

function otherWordsIn(file: string, text: string): string[] {
  const code = codeOnly(text).replace(ENDPOINT_KEYS, '').replace(REFUSAL_CODES, '');
  const found = [...code.matchAll(OTHER_WORDS)].map((m) => m[0]);
  const allowed = API_NAMES(file) ? /^(complianceCode|signatureCode)$/ : /^$/;
  return found.filter((w) => !allowed.test(w));
}

describe('the NIP is called nip in the server, src/api, the machines and the screens', () => {
  it('no other word for it in any identifier', () => {
    const found = ['server', 'src/api', 'machines', 'src/screens']
      .flatMap(sources)
      .filter((file) => !GENERATED.has(file))
      .flatMap((file) =>
        otherWordsIn(file, readFileSync(join(ROOT, file), 'utf8')).map((w) => `${file}: ${w}`),
      );
    expect(found).toEqual([]);
  });

  it('the check itself: it catches a PIN, a signatureCode or a complianceCode outside the API names', () => {
    const server = (code: string) => otherWordsIn('server/x.ts', code);
    expect(server('export function signingPinSms(pin: string) {}')).toEqual(['signingPinSms', 'pin']);
    const other = server('const { signatureCode } = body; verifyComplianceCode(x);');
    expect(other).toEqual(['signatureCode', 'verifyComplianceCode']);
    expect(otherWordsIn('src/api/contract/x.ts', 'z.object({ complianceCode: nip })')).toEqual([]);
    expect(server("fail(429, 'PIN_LOCKED', m); // the PIN; resendSignatureCode(d)")).toEqual([]);
    expect(server('const spinner = pinned + mapping + Pinos;')).toEqual([]);
  });
});
