import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress';

describe('clientAddress', () => {
  it('trusts no header without a declared proxy', () => {
    expect(clientAddress('192.0.2.1', '203.0.113.7', 0)).toBe('192.0.2.1');
    expect(clientAddress('192.0.2.1', undefined, 0)).toBe('192.0.2.1');
    expect(clientAddress(undefined, '203.0.113.7', 0)).toBeUndefined();
  });

  it('takes the address the nearest trusted proxy saw, never one the client wrote', () => {
    // one proxy (at 10.0.0.1) appended the client's address
    expect(clientAddress('10.0.0.1', '203.0.113.7', 1)).toBe('203.0.113.7');
    // the client sent its own X-Forwarded-For: the proxy appended after it
    expect(clientAddress('10.0.0.1', '198.51.100.9, 203.0.113.7', 1)).toBe('203.0.113.7');
    // two proxies: the outer one appended the client, the inner one the outer one
    expect(clientAddress('10.0.0.2', '198.51.100.9, 203.0.113.7, 10.0.0.1', 2)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1', '2001:db8::7', 1)).toBe('2001:db8::7');
  });

  it('falls back sensibly on a short or malformed chain', () => {
    // fewer entries than proxies: the leftmost is as far as the chain goes
    expect(clientAddress('10.0.0.2', '203.0.113.7', 3)).toBe('203.0.113.7');
    // no header at all: the socket's peer
    expect(clientAddress('10.0.0.1', undefined, 1)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', ' , ', 1)).toBe('10.0.0.1');
    // not an IP address: the socket's peer, never free text as a throttling key
    expect(clientAddress('10.0.0.1', 'unknown', 1)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', `${'x'.repeat(5000)}`, 1)).toBe('10.0.0.1');
  });
});
