/**
 * The address a request comes from, behind the proxies the deployment trusts (`TRUSTED_PROXIES`, server/config.ts).
 * The socket's peer is the client unless it is a trusted proxy; then the client is the rightmost address of
 * `X-Forwarded-For` that is not itself a trusted proxy (each proxy appends the address it got the request from, so
 * only the entries right of the first untrusted one were written by proxies we trust; whatever a client wrote
 * itself stands left of them and is never read). From an untrusted peer the header is ignored: anyone can send it.
 */
import net from 'node:net';

/** Hops of `X-Forwarded-For` read at most (from the right); a longer header is hostile or broken. */
const MAX_HOPS = 32;

/** An address as found in a socket or a header, without brackets, port or IPv4-mapped prefix; null if none. */
export function normalAddress(raw: string): string | null {
  let a = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else {
    const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(a);
    if (v4WithPort) a = v4WithPort[1]!;
  }
  a = a.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/, '$1');
  return net.isIP(a) ? a : null;
}

/**
 * Parses `TRUSTED_PROXIES` (addresses and CIDR blocks, comma separated); throws naming an entry that is neither.
 * Answers the entries in a normal form (`127.0.0.1`, `10.0.0.0/8`, `::1`).
 */
export function parseTrustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const [address = '', prefix, extra] = entry.split('/');
    const normal = normalAddress(address);
    const family = normal ? net.isIP(normal) : 0;
    const bits = prefix === undefined ? null : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    if (!normal || extra !== undefined || (bits !== null && !(bits <= (family === 4 ? 32 : 128)))) {
      throw new Error(`TRUSTED_PROXIES holds "${entry}", which is not an IP address or a CIDR block`);
    }
    return bits === null ? normal : `${normal}/${bits}`;
  });
}

const lists = new WeakMap<readonly string[], net.BlockList>();

/** The trusted proxies as a `BlockList` (built once per configuration). */
function blockListOf(trusted: readonly string[]): net.BlockList {
  let list = lists.get(trusted);
  if (!list) {
    list = new net.BlockList();
    for (const entry of trusted) {
      const [address = '', prefix] = entry.split('/');
      const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    lists.set(trusted, list);
  }
  return list;
}

function isTrusted(list: net.BlockList, address: string): boolean {
  try {
    return list.check(address, net.isIP(address) === 6 ? 'ipv6' : 'ipv4');
  } catch {
    return false;
  }
}

/**
 * The client's address: `peer` (the socket's, normalised), or from a trusted peer the rightmost untrusted address
 * of `forwardedFor`. A hop that is not an address (garbage, `unknown`, an obfuscated name) ends the walk: the last
 * trusted address before it is the client as far as we can tell.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: readonly string[],
): string {
  const from = peer === undefined ? null : normalAddress(peer);
  if (!from) return peer ? peer.replace(/^::ffff:/, '') : 'unknown';
  if (trusted.length === 0 || !forwardedFor) return from;
  const list = blockListOf(trusted);
  if (!isTrusted(list, from)) return from;
  const hops = forwardedFor.split(',').slice(-MAX_HOPS);
  let client = from;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalAddress(hops[i]!);
    if (!hop) return client;
    client = hop;
    if (!isTrusted(list, hop)) return hop;
  }
  return client;
}
