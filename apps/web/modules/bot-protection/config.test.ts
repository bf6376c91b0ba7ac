import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { botProtectionConfig } = await import('./config');
const { contentSecurityPolicy } = await import('@/lib/proxy/security-headers');

describe('bot-protection configuration', () => {
  it('is off without a site key', () => {
    expect(botProtectionConfig({})).toBeUndefined();
    expect(
      botProtectionConfig({ RECAPTCHA_SITE_KEY: ' ', RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4500/api.js' }),
    ).toBeUndefined();
  });

  it("loads Google's script by default, or the configured one, asking for explicit rendering", () => {
    expect(botProtectionConfig({ RECAPTCHA_SITE_KEY: 'key' })).toEqual({
      siteKey: 'key',
      scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit',
    });
    expect(
      botProtectionConfig({ RECAPTCHA_SITE_KEY: 'key', RECAPTCHA_SCRIPT_URL: 'https://proxy.example/rc/api.js?hl=en' })
        ?.scriptUrl,
    ).toBe('https://proxy.example/rc/api.js?hl=en&render=explicit');
  });
});

describe('the page CSP with bot protection', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows no third-party frames (but the payment card fields) or calls while it is off', () => {
    const policy = contentSecurityPolicy('n0nce', false);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' http://localhost:4100");
  });

  it("allows Google's reCAPTCHA origins for frames and calls when on; scripts stay nonce-only", () => {
    const policy = contentSecurityPolicy('n0nce', false, 'https://www.google.com/recaptcha/api.js?render=explicit');
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' http://localhost:4100 https://www.google.com https://recaptcha.google.com",
    );
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://www.google.com https://recaptcha.google.com",
    );
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' 'strict-dynamic'");
  });

  it('allows the origin of another configured script (a proxy or the tests’ fake)', () => {
    const policy = contentSecurityPolicy('n0nce', false, 'http://127.0.0.1:4500/api.js?render=explicit');
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' http://localhost:4100 http://127.0.0.1:4500");
  });
});
