import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

let buildId: string | undefined;

/**
 * The id of the build this server runs (Next's BUILD_ID, written by `next build` into .next/; the server runs from
 * the storefront's folder). A development server has none: "development".
 */
export function currentBuildId(): string {
  return (buildId ??= readBuildId());
}

function readBuildId(): string {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}
