/**
 * The load balancer of `npm run cluster` (tooling/cluster/cluster.ts) and of compose.yaml (deploy/haproxy.cfg): checks
 * instances on /readyz, retries a refused connection on another instance for any method, and beyond that retries
 * only what can run twice.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig, TRUSTED_PROXIES } from './cluster.ts';
import { checkPorts, clusterPorts, PortTaken } from './ports.ts';
import { supervisordConfig, supervisorLog } from './supervisor.ts';

const instances = [
  { name: 'app1', port: 9001, url: 'http://127.0.0.1:9001', pid: null },
  { name: 'app2', port: 9002, url: 'http://127.0.0.1:9002', pid: null },
];
const generated = haproxyConfig(9000, 9003, instances);
const root = path.resolve(import.meta.dirname, '../..');
const compose = fs.readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
const composeFile = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8');

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

    it(`${name}: with no instance ready, answers 503 SERVICE_UNAVAILABLE with Retry-After, as an instance would`, () => {
      const line = cfg.split('\n').find((l) => l.trim().startsWith('http-error status 503')) ?? '';
      expect(line).toContain('hdr Retry-After 2');
      const body = JSON.parse(/string '(.+)'$/.exec(line)?.[1] ?? 'null');
      expect(body).toEqual({
        httpCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
      });
    });
  }
});

describe('the balancer as a trusted proxy', () => {
  it('npm run cluster and compose.yaml: HAProxy sends the client address in X-Forwarded-For', () => {
    expect(generated).toContain('option forwardfor');
    expect(compose).toContain('option forwardfor');
  });

  it('npm run cluster: the instances trust the balancer’s loopback addresses, nothing else', () => {
    expect(TRUSTED_PROXIES.split(',').sort()).toEqual(['127.0.0.1', '::1']);
  });

  it('compose.yaml: the instances trust the balancer’s fixed address, outside the range given to the others', () => {
    const trusted = /TRUSTED_PROXIES: (\S+)/.exec(composeFile)?.[1];
    const fixed = /ipv4_address: (\S+)/.exec(composeFile)?.[1];
    expect(trusted).toBe('172.28.0.2');
    expect(fixed).toBe(trusted);
    expect(composeFile).toContain('ip_range: 172.28.0.128/25');
  });
});

describe('compose.yaml restarts what stops on its own', () => {
  for (const service of ['postgres', 'app', 'haproxy']) {
    it(`${service}: restart: unless-stopped`, () => {
      const block =
        new RegExp(`\\n  ${service}:\\n([\\s\\S]*?)(?=\\n  \\w|\\n\\w|$)`).exec(composeFile)?.[1] ?? '';
      expect(block).toContain('restart: unless-stopped');
    });
  }
});

describe('the cluster’s supervisord', () => {
  const dir = '/tmp/cluster-x';
  const cfg = supervisordConfig(dir, [
    {
      name: 'app1',
      command: ['/usr/bin/node', 'server/main.ts'],
      directory: '/srv/a b',
      env: { PORT: '9001' },
    },
    {
      name: 'app2',
      command: ['/usr/bin/node', '--x=50%'],
      directory: '/srv',
      env: { PORT: '9002', Q: 'say "hi"' },
    },
  ]);

  it('runs in the foreground with its own socket, pid file and logs in the run’s folder', () => {
    expect(cfg).toContain('nodaemon=true');
    expect(cfg).toContain('file=/tmp/cluster-x/supervisor.sock');
    expect(cfg).toContain('pidfile=/tmp/cluster-x/supervisord.pid');
    expect(cfg).toContain('logfile=/tmp/cluster-x/supervisord.log');
    expect(cfg).toContain('serverurl=unix:///tmp/cluster-x/supervisor.sock');
  });

  it('one program per instance, restarted whenever it ends, stopped with SIGTERM', () => {
    for (const name of ['app1', 'app2']) {
      const block = cfg.slice(cfg.indexOf(`[program:${name}]`)).split('\n\n')[0]!;
      expect(block).toContain('autostart=true');
      expect(block).toContain('autorestart=true');
      expect(block).toContain('stopsignal=TERM');
      expect(block).toContain(`stdout_logfile=/tmp/cluster-x/${name}.log`);
    }
    expect(cfg).toContain('environment=PORT="9002",Q="say \\"hi\\""');
  });

  it('escapes what supervisord would expand or split', () => {
    expect(cfg).toContain('command=/usr/bin/node "--x=50%%"');
    expect(cfg).toContain('directory=/srv/a b');
  });

  it('one line when an instance died and was restarted; none for a stop asked for', () => {
    const said: string[] = [];
    const log = supervisorLog(['app1', 'app2'], dir, (line) => said.push(line));
    for (const line of [
      "2026-11-29 08:00:00,001 INFO spawned: 'app1' with pid 100",
      "2026-11-29 08:00:00,002 INFO spawned: 'app2' with pid 200",
      '2026-11-29 08:00:05,000 INFO stopped: app2 (exit status 0)',
      "2026-11-29 08:00:06,000 INFO spawned: 'app2' with pid 201",
      '2026-11-29 08:00:07,000 WARN exited: app1 (terminated by SIGKILL; not expected)',
      "2026-11-29 08:00:07,100 INFO spawned: 'app1' with pid 101",
      '2026-11-29 08:00:07,200 WARN exited: app1 (exit status 1; not expected)',
      "2026-11-29 08:00:08,200 INFO spawned: 'app1' with pid 102",
    ])
      log.onLine(line);
    expect(said).toEqual([
      'supervisord: app1 died (terminated by SIGKILL, pid 100) and was restarted (pid 101)',
      'supervisord: app1 died (exit status 1, pid 101) and was restarted (pid 102)',
    ]);
    expect(log.stopped.get('app2')).toBe('exit status 0');
    expect([...log.pids]).toEqual([
      ['app1', 102],
      ['app2', 201],
    ]);
  });

  it('says when supervisord gave up on an instance', () => {
    const said: string[] = [];
    const log = supervisorLog(['app1'], dir, (line) => said.push(line));
    log.onLine("INFO spawned: 'app1' with pid 100");
    log.onLine('WARN exited: app1 (exit status 1; not expected)');
    log.onLine('INFO gave up: app1 entered FATAL state, too many start retries too quickly');
    expect(said).toEqual([
      'supervisord: app1 died (exit status 1) and could not be restarted: see /tmp/cluster-x/app1.log',
    ]);
    expect(log.fatal.has('app1')).toBe(true);
  });
});

describe('the cluster’s ports', () => {
  it('a port taken is one sentence naming the variable to set', async () => {
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const taken = (server.address() as net.AddressInfo).port;
    try {
      const asPg = checkPorts([{ port: taken, what: 'PostgreSQL', variable: 'PG_PORT' }], () => {});
      await expect(asPg).rejects.toBeInstanceOf(PortTaken);
      await expect(asPg).rejects.toThrow(
        new RegExp(`^Port ${taken} \\(PostgreSQL\\) is already in use.*set PG_PORT`),
      );
      const asLb = checkPorts(clusterPorts(taken - 1, 1, 2), () => {});
      await expect(asLb).rejects.toThrow(/instance app1\) is already in use: set PORT/);
    } finally {
      server.close();
    }
  });

  it('the balancer, the instances and the stats page take PORT and the ports after it', () => {
    expect(clusterPorts(8080, 15480, 2).map((u) => [u.port, u.variable])).toEqual([
      [15480, 'PG_PORT'],
      [8080, 'PORT'],
      [8081, 'PORT'],
      [8082, 'PORT'],
      [8083, 'PORT'],
    ]);
  });

  it('the default ports sit below Linux’s ephemeral range (32768–60999)', () => {
    const defaults = ['tooling/cluster/run.ts', 'tooling/cluster/proof.ts'].flatMap((file) =>
      [
        ...fs
          .readFileSync(path.join(root, file), 'utf8')
          .matchAll(/process\.env\.(?:PG_)?PORT \?\? ([\d_]+)\)/g),
      ].map((m) => Number(m[1]!.replaceAll('_', ''))),
    );
    expect(defaults).toHaveLength(4);
    for (const port of defaults) expect(port < 32768).toBe(true);
    const ci = fs.readFileSync(path.join(root, '.ci/run'), 'utf8');
    const line = /PG_PORT=(\d+) PORT=(\d+) npm run cluster:probes/.exec(ci);
    expect(line).not.toBeNull();
    expect(Number(line![1])).toBeLessThan(32768);
    expect(Number(line![2])).toBeLessThan(32768);
  });
});
