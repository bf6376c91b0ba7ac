import { expect, test } from '@playwright/test';
import { startStorefront } from './storefront-process';

// Issue 14 defect 9: without its own session secret a production storefront would seal sessions with the public
// development key. It must refuse to start, saying why, before it serves anything.
test('a production storefront without SESSION_SECRET stops at start-up and says why', async () => {
  await expect(startStorefront({ API_URL: 'http://127.0.0.1:9', SESSION_SECRET: '' })).rejects.toThrow(
    /exit code 1\)[\s\S]*SESSION_SECRET is not set/,
  );
});

test('a TRUST_PROXY the storefront cannot read stops it at start-up too', async () => {
  await expect(startStorefront({ API_URL: 'http://127.0.0.1:9', TRUST_PROXY: 'yes please' })).rejects.toThrow(
    /exit code 1\)[\s\S]*TRUST_PROXY must be/,
  );
});
