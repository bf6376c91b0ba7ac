import { rm } from 'node:fs/promises';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { contentAuthoringService } from '../modules/content/content-authoring.service';
import { importContentFolder } from '../modules/content/content-import';
import { blogFile, contentFolder, seedContentCatalog } from '../modules/content/content-test-kit';
import { noRevalidation } from '../modules/content/storefront-revalidation';
import { contentScheduleJob } from './content-schedule';

const comesOut = new Date('2027-03-01T09:00:00Z');
const intervalMs = 30_000;
const at = (offsetMs: number) => new Date(comesOut.getTime() + offsetMs);

describe.each(testDatabaseTargets())('content schedule job ($name)', (target) => {
  let api: TestApi;
  let folder: string;
  const asked: string[][] = [];
  beforeAll(async () => {
    api = await startTestApi(target, { prepare: (database) => seedContentCatalog(database.db) });
    folder = await contentFolder({
      'scheduled.md': blogFile('scheduled', { publishedAt: comesOut.toISOString() }),
      'scheduled-draft.md': blogFile('scheduled-draft', { publishedAt: comesOut.toISOString(), draft: 'true' }),
    });
    const imported = await importContentFolder(
      folder,
      contentAuthoringService(api.db, { revalidator: noRevalidation }),
      {
        name: 'test',
        now: new Date(),
      },
    );
    expect(imported.ok).toBe(true);
  });
  afterAll(async () => {
    await api.close();
    await rm(folder, { recursive: true, force: true });
  });

  const job = () =>
    contentScheduleJob(api.db, { revalidate: async (tags) => void asked.push([...tags]) }, { intervalMs });

  it('asks the storefront to rebuild a scheduled post once its date has come, never a draft', async () => {
    expect(await job().run(at(-60_000))).toEqual({ revalidated: 0 });
    expect(asked).toEqual([]);

    expect(await job().run(at(10_000))).toEqual({ revalidated: 1 });
    expect(asked).toEqual([['content:blog', 'content:blog:scheduled']]);

    // A run late by up to one interval still sees it; after two intervals it is left to the pages' own expiry.
    expect(await job().run(at(intervalMs + 20_000))).toEqual({ revalidated: 1 });
    expect(await job().run(at(2 * intervalMs + 1))).toEqual({ revalidated: 0 });
  });
});
