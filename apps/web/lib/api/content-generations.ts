import 'server-only';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Revalidation marks shared by every storefront worker on this host. Next keeps revalidated tags in each process's
 * memory, while the API's revalidation call reaches only one worker of the cluster (cluster.mjs runs one per core).
 * The route marks each tag here (a file per tag, its mtime the time of the last revalidation), and content reads put
 * their tags' marks into the cache key: a worker that did not receive the call misses its old entry and reads anew.
 */
const directory = path.join(process.cwd(), '.next', 'cache', 'content-revalidations');

const markerOf = (tag: string) => path.join(directory, encodeURIComponent(tag));

/** The last revalidation of each tag (0 when never), in the tags' order. */
export function revalidationMarks(tags: readonly string[]): Promise<number[]> {
  return Promise.all(
    tags.map((tag) =>
      stat(markerOf(tag)).then(
        (marker) => marker.mtimeMs,
        () => 0,
      ),
    ),
  );
}

export async function markRevalidated(tags: readonly string[]): Promise<void> {
  await mkdir(directory, { recursive: true });
  const now = String(Date.now());
  await Promise.all(tags.map((tag) => writeFile(markerOf(tag), now)));
}
