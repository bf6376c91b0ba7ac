import { describe, expect, it } from 'vitest';
import { proxyTrustOf } from './proxy-trust';
import { visitorAddressOf } from './visitor-address';

// server.mjs always appends the peer of the connection, so the last entry is never the client's own claim.
describe('visitorAddressOf', () => {
  const none = proxyTrustOf(undefined);

  it('is the peer of the connection when no proxy is trusted, whatever the visitor claims', () => {
    expect(visitorAddressOf('198.51.100.7', none)).toBe('198.51.100.7');
    expect(visitorAddressOf('203.0.113.9, 198.51.100.7', none)).toBe('198.51.100.7');
    expect(visitorAddressOf('203.0.113.9, 10.0.0.2, 127.0.0.1', proxyTrustOf('false'))).toBe('127.0.0.1');
  });

  it('walks back over trusted proxies only, so a forged entry before them is never reached', () => {
    const loopback = proxyTrustOf('loopback');
    expect(visitorAddressOf('198.51.100.7, 127.0.0.1', loopback)).toBe('198.51.100.7');
    expect(visitorAddressOf('203.0.113.9, 198.51.100.7, 127.0.0.1', loopback)).toBe('198.51.100.7');
    // The peer is no trusted proxy: what it claims is not believed.
    expect(visitorAddressOf('203.0.113.9, 198.51.100.7', loopback)).toBe('198.51.100.7');
    const twoHops = proxyTrustOf('10.0.0.0/8, 127.0.0.1');
    expect(visitorAddressOf('203.0.113.9, 198.51.100.7, 10.1.2.3, 127.0.0.1', twoHops)).toBe('198.51.100.7');
  });

  it('believes the leftmost entry when every hop is trusted', () => {
    expect(visitorAddressOf('203.0.113.9, 10.1.2.3, 127.0.0.1', proxyTrustOf('true'))).toBe('203.0.113.9');
  });

  it('writes an IPv4 visitor reached over IPv6 as IPv4 and keeps IPv6 visitors', () => {
    expect(visitorAddressOf('::ffff:198.51.100.7', none)).toBe('198.51.100.7');
    expect(visitorAddressOf('2001:db8::1', none)).toBe('2001:db8::1');
  });

  it('gives no address for a missing chain or one that is not an IP address', () => {
    expect(visitorAddressOf(null, none)).toBeUndefined();
    expect(visitorAddressOf('', none)).toBeUndefined();
    expect(visitorAddressOf('unknown', none)).toBeUndefined();
    expect(visitorAddressOf('<script>, 127.0.0.1', proxyTrustOf('true'))).toBeUndefined();
  });
});

describe('proxyTrustOf', () => {
  it('refuses a setting it cannot read, naming the variable', () => {
    expect(() => proxyTrustOf('yes')).toThrow(/TRUST_PROXY/);
  });
});
