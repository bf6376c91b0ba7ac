/** The browser tests' reCAPTCHA fake (e2e/fakes/recaptcha.mjs): where it listens and the keys the apps get. */
export const recaptchaFake = {
  port: 4500,
  origin: 'http://127.0.0.1:4500',
  secret: 'e2e-recaptcha-secret',
  siteKey: 'e2e-recaptcha-site-key',
} as const;

/** A token for `action`, as the fake's grecaptcha.execute gets one: for tests that call the API directly. */
export async function fakeRecaptchaToken(action: string): Promise<string> {
  const response = await fetch(`${recaptchaFake.origin}/execute`, {
    method: 'POST',
    body: JSON.stringify({ sitekey: recaptchaFake.siteKey, action }),
  });
  if (!response.ok) throw new Error(`fake reCAPTCHA /execute answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
