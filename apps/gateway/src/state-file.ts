import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RepliesSnapshot } from './replies';
import type { VaultSnapshot } from './vault';

export interface GatewayState {
  vault: VaultSnapshot;
  replies: RepliesSnapshot;
}

/**
 * The sandbox's state in one small JSON file, so stored cards outlive a restart as the store's database does. Each
 * save replaces the file whole (written beside it, then renamed), one save at a time.
 */
export function stateFile(file: string) {
  let queue: Promise<void> = Promise.resolve();
  return {
    async load(): Promise<GatewayState | undefined> {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        return JSON.parse(text) as GatewayState;
      } catch {
        throw new Error(`${file} is not a sandbox gateway state file; delete it to start with no stored cards.`);
      }
    },

    save(state: GatewayState): Promise<void> {
      const text = JSON.stringify(state);
      const written = queue.then(async () => {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, text, { mode: 0o600 });
        await rename(`${file}.tmp`, file);
      });
      queue = written.catch(() => undefined);
      return written;
    },
  };
}

export type StateFile = ReturnType<typeof stateFile>;
