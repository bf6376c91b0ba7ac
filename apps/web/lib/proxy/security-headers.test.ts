import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

const frameSources = (policy: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith('frame-src '))
    ?.split(' ')
    .slice(1);

describe('the page CSP and the payment card fields', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("lets frames come from the payment gateway's origin (PAYMENT_FIELDS_URL) and no other", () => {
    vi.stubEnv('PAYMENT_FIELDS_URL', 'https://fields.gateway.example/v2/');
    expect(frameSources(contentSecurityPolicy('n0nce', false))).toEqual(["'self'", 'https://fields.gateway.example']);
  });

  it("defaults to npm start's sandbox gateway", () => {
    vi.stubEnv('PAYMENT_FIELDS_URL', '');
    expect(frameSources(contentSecurityPolicy('n0nce', false))).toEqual(["'self'", 'http://localhost:4100']);
  });
});

describe('the page CSP and the services the pages talk to', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('adds their origins to connect-src and img-src only when they are configured', () => {
    expect(directive(contentSecurityPolicy('n0nce', false), 'connect-src')).toBe("connect-src 'self'");
    const policy = contentSecurityPolicy('n0nce', false, undefined, {
      connect: ['https://o1.ingest.example', 'https://cdn.personalise.example'],
      img: ['https://cdn.personalise.example'],
    });
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://o1.ingest.example https://cdn.personalise.example",
    );
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://cdn.personalise.example");
  });
});
