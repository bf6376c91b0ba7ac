// The storefront's session secret for `npm start`: SESSION_SECRET when it is set, otherwise one made at random on the
// first start and kept beside the local data (readable by its owner only), so sessions survive restarts and no two
// installations share a key.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from './lib.mjs';

export async function localSessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.resolve(root, process.env.DATA_DIR ?? '.data', 'session-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
