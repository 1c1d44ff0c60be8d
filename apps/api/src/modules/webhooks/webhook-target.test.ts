import { describe, expect, it } from 'vitest';
import { isPrivateAddress, targetRefusal } from './webhook-target';

/** One address inside each entry of the IANA IPv4 Special-Purpose Address Registry (and multicast). */
const specialV4: [range: string, address: string][] = [
  ['0.0.0.0/8 this network', '0.1.2.3'],
  ['0.0.0.0/32 this host', '0.0.0.0'],
  ['10.0.0.0/8 private', '10.20.30.40'],
  ['100.64.0.0/10 shared (carrier-grade NAT)', '100.100.1.1'],
  ['127.0.0.0/8 loopback', '127.0.0.1'],
  ['127.0.0.0/8 loopback, not .1', '127.255.0.9'],
  ['169.254.0.0/16 link-local (cloud metadata)', '169.254.169.254'],
  ['172.16.0.0/12 private', '172.31.255.254'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.100'],
  ['192.0.0.0/29 IPv4 service continuity', '192.0.0.1'],
  ['192.0.0.8/32 IPv4 dummy address', '192.0.0.8'],
  ['192.0.0.9/32 port control protocol anycast', '192.0.0.9'],
  ['192.0.0.10/32 traversal using relays anycast', '192.0.0.10'],
  ['192.0.0.170/32 NAT64/DNS64 discovery', '192.0.0.170'],
  ['192.0.0.171/32 NAT64/DNS64 discovery', '192.0.0.171'],
  ['192.0.2.0/24 documentation (TEST-NET-1)', '192.0.2.55'],
  ['192.31.196.0/24 AS112-v4', '192.31.196.1'],
  ['192.52.193.0/24 AMT', '192.52.193.1'],
  ['192.88.99.0/24 deprecated 6to4 relay anycast', '192.88.99.1'],
  ['192.168.0.0/16 private', '192.168.1.1'],
  ['192.175.48.0/24 direct delegation AS112', '192.175.48.6'],
  ['198.18.0.0/15 benchmarking', '198.18.0.1'],
  ['198.18.0.0/15 benchmarking, upper half', '198.19.255.1'],
  ['198.51.100.0/24 documentation (TEST-NET-2)', '198.51.100.7'],
  ['203.0.113.0/24 documentation (TEST-NET-3)', '203.0.113.9'],
  ['224.0.0.0/4 multicast', '239.1.2.3'],
  ['240.0.0.0/4 reserved', '250.1.2.3'],
  ['255.255.255.255/32 limited broadcast', '255.255.255.255'],
];

/** One address inside each entry of the IANA IPv6 Special-Purpose Address Registry (and more). */
const specialV6: [range: string, address: string][] = [
  ['::1/128 loopback', '::1'],
  ['::/128 unspecified', '::'],
  ['::ffff:0:0/96 IPv4-mapped of a private address', '::ffff:10.0.0.1'],
  ['::ffff:0:0/96 IPv4-mapped loopback, hexadecimal', '::ffff:7f00:1'],
  ['::/96 IPv4-compatible (deprecated) loopback', '::7f00:1'],
  ['::/96 IPv4-compatible (deprecated) private', '::10.0.0.1'],
  ['::/96 IPv4-compatible (deprecated) public', '::8.8.8.8'],
  ['::ffff:0:0:0/96 IPv4-translated', '::ffff:0:7f00:1'],
  ['64:ff9b::/96 IPv4/IPv6 translation (NAT64)', '64:ff9b::7f00:1'],
  ['64:ff9b::/96 NAT64 of a public address', '64:ff9b::808:808'],
  ['64:ff9b:1::/48 local-use IPv4/IPv6 translation', '64:ff9b:1::a00:1'],
  ['100::/64 discard-only', '100::1'],
  ['100:0:0:1::/64 dummy IPv6 prefix', '100:0:0:1::1'],
  ['2001::/23 IETF protocol assignments', '2001:1ff::1'],
  ['2001::/32 Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['2001:1::1/128 port control protocol anycast', '2001:1::1'],
  ['2001:1::2/128 traversal using relays anycast', '2001:1::2'],
  ['2001:1::3/128 DNS-SD service registration protocol anycast', '2001:1::3'],
  ['2001:2::/48 benchmarking', '2001:2::1'],
  ['2001:3::/32 AMT', '2001:3::1'],
  ['2001:4:112::/48 AS112-v6', '2001:4:112::1'],
  ['2001:10::/28 deprecated ORCHID', '2001:10::1'],
  ['2001:20::/28 ORCHIDv2', '2001:20::1'],
  ['2001:30::/28 drone remote ID entity tags', '2001:30::1'],
  ['2001:db8::/32 documentation', '2001:db8::1'],
  ['2002::/16 6to4 (of loopback)', '2002:7f00:1::1'],
  ['2002::/16 6to4 (of a public address)', '2002:808:808::1'],
  ['2620:4f:8000::/48 direct delegation AS112', '2620:4f:8000::1'],
  ['3fff::/20 documentation', '3fff:0:1::1'],
  ['5f00::/16 segment routing SIDs', '5f00::1'],
  ['fc00::/7 unique-local', 'fd12:3456:789a::1'],
  ['fe80::/10 link-local', 'fe80::1'],
  ['fe80::/10 link-local with a zone', 'fe80::1%eth0'],
  ['fec0::/10 deprecated site-local', 'fec0::1'],
  ['ff00::/8 multicast', 'ff02::1'],
  ['4000::/3 not global unicast', '4000::1'],
];

const publicAddresses = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '198.20.0.1',
  '::ffff:8.8.8.8',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '2a00:1450:4001:80b::200e',
];

describe('webhook receivers’ addresses (server-side request forgery guard)', () => {
  it.each([...specialV4, ...specialV6])('refuses %s (%s)', (_range, address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(publicAddresses)('allows the public address %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('refuses what is not an address written the standard way', () => {
    for (const text of ['', 'localhost', '127.1', '0x7f000001', '2130706433', '::ffff:127.0.0.1x']) {
      expect(isPrivateAddress(text)).toBe(true);
    }
  });

  it('refuses receiver URLs naming such an address, in any written form', async () => {
    for (const url of [
      'https://[::7f00:1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[64:ff9b::a9fe:a9fe]/hook',
      'https://[2002:a9fe:a9fe::1]/hook',
      'https://198.18.0.1/hook',
      'https://0x7f.1/hook',
      'https://2130706433/hook',
    ]) {
      expect(await targetRefusal(url, false), url).toBe('resolves to a private address');
    }
    expect(await targetRefusal('https://8.8.8.8/hook', false)).toBeNull();
  });
});
