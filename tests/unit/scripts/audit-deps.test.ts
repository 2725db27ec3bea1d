/**
 * The CI dependency audit (scripts/audit-deps.mjs) judged on saved `npm audit --omit=dev --json` answers: high and
 * critical advisories fail, lower ones are listed; an audit endpoint that cannot be used is said plainly and does
 * not fail (unless asked to); an answer it cannot read is never a pass.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
function audit(answer: unknown, ...args: string[]) {
  const file = path.join(dir, `answer-${n++}.json`);
  fs.writeFileSync(file, typeof answer === 'string' ? answer : JSON.stringify(answer));
  const env = { ...process.env };
  delete env.AUDIT_LEVEL;
  delete env.AUDIT_REQUIRE_REGISTRY;
  const run = spawnSync(process.execPath, ['scripts/audit-deps.mjs', `--answer=${file}`, ...args], {
    encoding: 'utf8',
    env,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

const counts = (c: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>>) => ({
  ...{ info: 0, low: 0, moderate: 0, high: 0, critical: 0 },
  ...{ total: Object.values(c).reduce((a, b) => a + b, 0), ...c },
});

function report(vulnerabilities: Array<{ name: string; severity: string; fixAvailable?: unknown }>) {
  const c: Record<string, number> = {};
  for (const v of vulnerabilities) c[v.severity] = (c[v.severity] ?? 0) + 1;
  return {
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      vulnerabilities.map((v) => [
        v.name,
        {
          name: v.name,
          severity: v.severity,
          isDirect: true,
          via: [
            {
              ...{ source: 1, name: v.name, title: `${v.name} advisory` },
              ...{
                url: `https://github.com/advisories/GHSA-${v.name}`,
                severity: v.severity,
                range: '<9.9.9',
              },
            },
          ],
          effects: [],
          range: '<9.9.9',
          nodes: [`node_modules/${v.name}`],
          fixAvailable: v.fixAvailable ?? true,
        },
      ]),
    ),
    metadata: { vulnerabilities: counts(c), dependencies: { prod: 120, dev: 600, total: 720 } },
  };
}

const BULK = 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';
/** What npm 11 printed against a registry mirror that refuses the advisories call. */
const REFUSED_405 = {
  ...{
    message: `405 Method Not Allowed - POST ${BULK}`,
    method: 'POST',
    uri: BULK,
    statusCode: 405,
    body: '',
  },
  error: { summary: '', detail: '' },
};
const OFFLINE = {
  error: {
    code: 'ENOTFOUND',
    summary: `request to ${BULK} failed`,
    detail: 'getaddrinfo ENOTFOUND registry.npmjs.org',
  },
};

describe('dependency audit (scripts/audit-deps.mjs)', () => {
  it('passes a clean report and says how many production dependencies it checked', () => {
    const run = audit(report([]));
    expect(run.status).toBe(0);
    expect(run.out).toContain('120 production dependencies, 0 advisories');
    expect(run.out).toContain('No advisory at high or above.');
  });

  it('fails on high and critical advisories, listing each with its advisory and fix', () => {
    for (const severity of ['high', 'critical']) {
      const fixAvailable = { name: 'bad-lib', version: '2.0.0', isSemVerMajor: true };
      const run = audit(report([{ name: 'bad-lib', severity, fixAvailable }]));
      expect(run.status, severity).toBe(1);
      expect(run.out).toContain(`[FAIL] bad-lib <9.9.9 — ${severity}; fix: bad-lib@2.0.0 (semver major)`);
      expect(run.out).toContain('bad-lib advisory (https://github.com/advisories/GHSA-bad-lib)');
      expect(run.out).toContain('Failing: 1 advisories at high or above');
    }
  });

  it('lists moderate, low and info advisories without failing', () => {
    const run = audit(
      report([
        { name: 'meh', severity: 'moderate', fixAvailable: false },
        { name: 'tiny', severity: 'low' },
        { name: 'fyi', severity: 'info' },
      ]),
    );
    expect(run.status).toBe(0);
    expect(run.out).toContain('[note] meh <9.9.9 — moderate; no fix available yet');
    expect(run.out).toContain('[note] tiny');
    expect(run.out.indexOf('meh')).toBeLessThan(run.out.indexOf('tiny'));
  });

  it('--level moves the threshold (moderate or critical only)', () => {
    expect(audit(report([{ name: 'meh', severity: 'moderate' }]), '--level=moderate').status).toBe(1);
    expect(audit(report([{ name: 'bad', severity: 'high' }]), '--level=critical').status).toBe(0);
    expect(audit(report([{ name: 'worst', severity: 'critical' }]), '--level=critical').status).toBe(1);
    expect(audit(report([]), '--level=low').status).toBe(2);
  });

  it('an audit endpoint that refuses or cannot be reached is said plainly and does not fail CI', () => {
    for (const answer of [REFUSED_405, OFFLINE]) {
      const run = audit(answer);
      expect(run.status).toBe(0);
      expect(run.out).toContain("the registry's audit endpoint could not be reached or refused the audit");
      expect(run.out).toContain('NOT checked against security advisories');
      // Asked to require it, the same answer fails.
      expect(audit(answer, '--require-registry').status).toBe(1);
    }
    expect(audit(REFUSED_405).out).toContain('405 Method Not Allowed');
  });

  it('an answer it cannot read is never a pass', () => {
    const noLock = { error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' } };
    expect(audit(noLock).out).toContain('needs package-lock.json');
    for (const answer of [
      'npm ERR! something else',
      '',
      { error: { code: 'ENOLOCK' } },
      { unexpected: true },
    ])
      expect(audit(answer).status).toBe(2);
  });
});
