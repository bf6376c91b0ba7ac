import { fileURLToPath } from 'node:url';
import type { Db } from '@chairside/db';
import { contentAuthoringService } from './content-authoring.service';
import { importContentFolder } from './content-import';
import { noRevalidation } from './storefront-revalidation';

/**
 * The demo seed's blog posts, docs pages and landing pages (content/demo), published at their dates. A broken demo
 * file fails the seed with every problem named.
 */
export async function importDemoContent(db: Db, folder: string, log: (message: string) => void): Promise<void> {
  const service = contentAuthoringService(db, { revalidator: noRevalidation });
  const result = await importContentFolder(folder, service, { name: 'demo-seed', now: new Date() });
  if (!result.ok) {
    throw new Error(
      `Demo content in ${folder} is invalid:\n${result.problems.map((p) => `  ${p.path}: ${p.reason}`).join('\n')}`,
    );
  }
  log(`Imported ${result.summary.created.length + result.summary.updated.length} demo content entries from ${folder}`);
}

/**
 * The folder the demo seed imports: the configured one, else the repository's content/demo found from the running
 * entry file (apps/api/src/<entry>.ts, or its bundle apps/api/dist/<entry>.js), wherever the process was started.
 */
export function demoContentDir(configured: string | undefined, entryUrl: string): string {
  return configured ?? fileURLToPath(new URL('../../../content/demo', entryUrl));
}
