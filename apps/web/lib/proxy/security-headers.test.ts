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
