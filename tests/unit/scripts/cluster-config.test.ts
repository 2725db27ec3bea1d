/**
 * The load balancer of `npm run cluster` (scripts/cluster/cluster.ts) and of compose.yaml (deploy/haproxy.cfg): checks
 * instances on /readyz, retries a refused connection on another instance for any method, and beyond that retries
 * only what can run twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '../../../scripts/cluster/cluster.ts';

const instances = [
  { name: 'app1', port: 9001, url: 'http://127.0.0.1:9001', pid: null },
  { name: 'app2', port: 9002, url: 'http://127.0.0.1:9002', pid: null },
];
const generated = haproxyConfig(9000, 9003, instances);
const compose = fs.readFileSync(path.resolve(import.meta.dirname, '../../../deploy/haproxy.cfg'), 'utf8');

describe('the cluster’s load balancer', () => {
  it('listens on loopback at PORT and sends to every instance, each health-checked', () => {
    expect(generated).toContain('bind 127.0.0.1:9000');
    expect(generated).toContain('server app1 127.0.0.1:9001 check');
    expect(generated).toContain('server app2 127.0.0.1:9002 check');
    expect(generated).toContain('bind 127.0.0.1:9003');
  });

  for (const [name, cfg] of [
    ['npm run cluster', generated],
    ['compose.yaml', compose],
  ] as const) {
    it(`${name}: checks /readyz and retries only what can run twice beyond a refused connection`, () => {
      expect(cfg).toContain('http-check send meth GET uri /readyz');
      expect(cfg).toContain('http-check expect status 200');
      expect(cfg).toContain('retry-on conn-failure empty-response response-timeout 503');
      expect(cfg).toContain('option redispatch 1');
      expect(cfg).toContain(
        'http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }',
      );
      expect(cfg).toContain('option http-server-close');
    });
  }
});
