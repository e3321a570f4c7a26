// The address policy of user-given URLs: public unicast only.
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';

describe('isPublicAddress', () => {
  it('allows public unicast addresses', () => {
    for (const address of ['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e']) expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses private, loopback, link-local, shared, multicast and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      'ff02::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('sees IPv4 addresses written inside IPv6', () => {
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:7f00:1')).toBe(false);
    expect(isPublicAddress('64:ff9b::a9fe:a9fe')).toBe(false);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('refuses what is not an IP address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});
