import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Global unicast IPv6 (RFC 4291 §2.4); everything else is loopback, local, reserved or unassigned. */
const globalUnicastV6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * An IPv6 address's dotted IPv4 tail written as two hexadecimal groups: ipaddr.js reads `::8.8.8.8`
 * (IPv4-compatible) as `::ffff:8.8.8.8` (IPv4-mapped), which would judge it by its IPv4 address.
 */
function hexTail(address: string): string {
  return address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)(?=%|$)/, (_all, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((n) => n.toString(16)).join(':'),
  );
}

/**
 * True when the address is one a receiver may not be on (server-side request forgery guard): anything
 * in the IANA IPv4 and IPv6 special-purpose registries (ipaddr.js keeps the list), multicast, IPv6
 * outside global unicast, and IPv6 forms that carry an IPv4 address (mapped ones are judged as that
 * IPv4 address; compatible, NAT64, 6to4 and Teredo ones are refused whole).
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const parsed = ipaddr.parse(family === 6 ? hexTail(address) : address);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPrivateAddress(v6.toIPv4Address().toString());
  return !v6.match(globalUnicastV6) || v6.range() !== 'unicast';
}

export class RefusedTarget extends Error {}

/**
 * A DNS look-up for the delivery's connection that checks every address the name resolves to: the
 * address checked is the one connected to (no second look-up a rebinding name could answer
 * differently).
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as { address: string; family: number }[];
      const bad = list.find((a) => isPrivateAddress(a.address));
      if (!allowPrivate && bad) {
        return callback(new RefusedTarget(`${hostname} resolves to a private address`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Checks a receiver URL at registration: https (http only where private targets are allowed, i.e.
 * development and tests), and no address of its name private. Answers the reason it is refused. */
export async function targetRefusal(raw: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'must be https';
  if (url.username || url.password) return 'must not carry credentials';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const lookup = guardedLookup(false);
  return new Promise((resolve) => {
    lookup(host, { all: true }, (error) => {
      resolve(
        error
          ? error instanceof RefusedTarget
            ? 'resolves to a private address'
            : 'does not resolve'
          : null,
      );
    });
  });
}
