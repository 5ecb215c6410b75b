import { describe, expect, it } from 'vitest';
import { addressGroup } from './addressGroup';

describe('addressGroup', () => {
  it('keeps IPv4 addresses and unparsable values as they are', () => {
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('unknown')).toBe('unknown');
    expect(addressGroup('1:2:3')).toBe('1:2:3');
    expect(addressGroup('1::2::3')).toBe('1::2::3');
    expect(addressGroup('g::1')).toBe('g::1');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    const group = '2001:db8:1:2::/64';
    expect(addressGroup('2001:db8:1:2::1')).toBe(group);
    expect(addressGroup('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(group);
    expect(addressGroup('2001:db8:1:2:a:b:c:d%eth0')).toBe(group);
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
