// The browser tests' Chromium: the system one (Debian's package). `npm test` installs it when it is missing and it
// can (root with apt-get, as on CI and a fresh developer container), so the README's two commands do all the set-up.
import { access, constants } from 'node:fs/promises';
import { run } from './lib.mjs';

const defaultPath = '/usr/bin/chromium';

const executable = async (file) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

async function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && (await executable('/usr/bin/apt-get'));
}

/** The Chromium to drive, installing Debian's package first when it is missing and this machine allows it. */
export async function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? defaultPath;
  if (await executable(wanted)) return wanted;
  if (wanted === defaultPath && (await canInstallWithApt())) {
    console.log("Chromium is missing: installing Debian's chromium package for the browser tests...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0
    ) {
      if (await executable(wanted)) return wanted;
    }
  }
  throw new Error(
    `Chromium is missing at ${wanted}: install it with "apt-get update && apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
}
