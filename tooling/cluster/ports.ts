/**
 * The ports of the local cluster, checked before anything starts: a port already taken is said in one sentence that
 * names the variable to set (no stack trace), and a port inside Linux's ephemeral range (where the kernel picks the
 * local ports of outgoing connections: a TIME_WAIT socket can hold one) is warned about.
 */
import fs from 'node:fs';
import net from 'node:net';

export interface PortUse {
  readonly port: number;
  /** What listens there: `PostgreSQL`, `HAProxy`, `instance app1`… */
  readonly what: string;
  /** The variable that moves it. */
  readonly variable: 'PORT' | 'PG_PORT';
}

/** A port the cluster needs is taken: the message is the whole story. */
export class PortTaken extends Error {}

/** The cluster's ports: HAProxy on `port`, the instances on the ports after it, then HAProxy's stats page. */
export function clusterPorts(port: number, pgPort: number, instances: number): PortUse[] {
  return [
    { port: pgPort, what: 'PostgreSQL', variable: 'PG_PORT' },
    { port, what: 'HAProxy', variable: 'PORT' },
    ...Array.from({ length: instances }, (_, i) => ({
      port: port + 1 + i,
      what: `instance app${i + 1}`,
      variable: 'PORT' as const,
    })),
    { port: port + 1 + instances, what: "HAProxy's stats page", variable: 'PORT' },
  ];
}

function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Linux's ephemeral range (`/proc/sys/net/ipv4/ip_local_port_range`), or null elsewhere. */
export function ephemeralRange(): [number, number] | null {
  try {
    const [low, high] = fs
      .readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    return low && high ? [low, high] : null;
  } catch {
    return null;
  }
}

/** Throws `PortTaken` for the first port in use; warns (through `warn`) about ports in the ephemeral range. */
export async function checkPorts(uses: readonly PortUse[], warn: (line: string) => void): Promise<void> {
  const count = uses.filter((u) => u.variable === 'PORT').length;
  for (const u of uses) {
    if (!Number.isInteger(u.port) || u.port < 1 || u.port > 65_535)
      throw new PortTaken(
        `${u.variable} gives ${u.what} the port ${u.port}, which is not a port: set ${u.variable} to a number from 1024 to 32767.`,
      );
    if (!(await free(u.port))) {
      throw new PortTaken(
        u.variable === 'PG_PORT'
          ? `Port ${u.port} (PostgreSQL) is already in use — by another program or a cluster still running: stop it, or set PG_PORT to a free port (e.g. PG_PORT=${u.port + 100}).`
          : `Port ${u.port} (${u.what}) is already in use: set PORT to a port whose ${count - 1} next ones are free too (HAProxy takes PORT, the instances and its stats page the ports after it), e.g. PORT=${u.port + 100 - (u.port % 100)}.`,
      );
    }
  }
  const range = ephemeralRange();
  if (range) {
    const inside = uses.filter((u) => u.port >= range[0] && u.port <= range[1]);
    if (inside.length)
      warn(
        `Warning: ${inside.map((u) => `${u.what} (${u.port})`).join(', ')} in the ephemeral port range ${range[0]}–${range[1]}, where an outgoing connection may hold the port: prefer ports below ${range[0]}.`,
      );
  }
}
