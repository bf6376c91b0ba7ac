import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentEntryRepository, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { contentAuthoringService } from './content-authoring.service';
import { importContentFolder } from './content-import';
import { blogFile, contentClient, contentFolder, seedContentCatalog } from './content-test-kit';
import { noRevalidation } from './storefront-revalidation';

describe.each(testDatabaseTargets())('content import ($name)', (target) => {
  let api: TestApi;
  let folders: string[] = [];
  beforeAll(async () => {
    api = await startTestApi(target, { prepare: (database) => seedContentCatalog(database.db) });
  });
  afterAll(async () => {
    await api.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  const folderWith = async (extra: Record<string, string> = {}) => {
    const folder = await contentFolder(extra);
    folders = [...folders, folder];
    return folder;
  };
  const importing = (folder: string) =>
    importContentFolder(folder, contentAuthoringService(api.db, { revalidator: noRevalidation }), {
      name: 'cli',
      now: new Date(),
    });
  const revisionCount = async () => (await api.db.select().from(schema.contentRevisions)).length;

  it('reports every invalid file with its reason and imports nothing', async () => {
    const folder = await folderWith({
      'no-front-matter.md': '# Just Markdown\n',
      'bad-yaml.md': '---\ntitle: [unclosed\n---\nBody',
      'unknown-type.md': '---\ntype: press-release\nslug: news\n---\n',
      'missing-author.md': blogFile('missing-author').replace('author: Sam Lee\n', ''),
      'misspelt.md': blogFile('misspelt', { exerpt: 'typo' }),
      'bad-date.md': blogFile('bad-date', { publishedAt: 'next tuesday' }),
      'duplicate.md': blogFile('glove-sizing'),
    });
    const result = await importing(folder);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems.map((problem) => [path.basename(problem.path), problem.reason])).toEqual([
      ['bad-date.md', expect.stringMatching(/^publishedAt: /)],
      ['bad-yaml.md', expect.stringMatching(/^front matter is not valid YAML: /)],
      ['duplicate.md', expect.stringMatching(/^blog-post glove-sizing is also in .*glove-sizing\.md$/)],
      ['missing-author.md', expect.stringMatching(/^fields\.author: /)],
      ['misspelt.md', expect.stringMatching(/^fields: Unrecognized key: "exerpt"/)],
      ['no-front-matter.md', 'no front matter (a --- block at the top of the file)'],
      ['unknown-type.md', expect.stringMatching(/^type: /)],
    ]);
    expect(await revisionCount()).toBe(0);
  });

  it('creates and publishes a valid folder, and a second import of the same files changes nothing', async () => {
    const folder = await folderWith({ 'later.md': blogFile('kept-as-draft', { draft: 'true' }) });
    const first = await importing(folder);
    expect(first).toEqual({
      ok: true,
      summary: {
        created: [
          'blog-post glove-sizing',
          'docs-page shipping-information',
          'landing-page spring-savings',
          'blog-post kept-as-draft',
        ],
        updated: [],
        unchanged: [],
      },
    });
    const content = contentClient(api);
    expect(
      await content.graphql(
        '{ blogPosts { total items { slug publishedAt } } docsPages { slug } landingPages { slug } }',
      ),
    ).toEqual({
      blogPosts: { total: 1, items: [{ slug: 'glove-sizing', publishedAt: '2026-03-02T13:00:00.000Z' }] },
      docsPages: [{ slug: 'shipping-information' }],
      landingPages: [{ slug: 'spring-savings' }],
    });
    const revisions = await revisionCount();
    const versions = await api.db.select({ version: schema.contentEntries.version }).from(schema.contentEntries);

    const second = await importing(folder);
    expect(second.ok && second.summary).toEqual({ created: [], updated: [], unchanged: expect.any(Array) });
    expect(second.ok && second.summary.unchanged).toHaveLength(4);
    expect(await revisionCount()).toBe(revisions);
    expect(await api.db.select({ version: schema.contentEntries.version }).from(schema.contentEntries)).toEqual(
      versions,
    );
  });

  it('updates a changed file as a new revision and follows draft: true and a new date', async () => {
    const folder = await folderWith();
    await writeFile(
      path.join(folder, 'blog', 'glove-sizing.md'),
      blogFile('glove-sizing', { title: 'Glove sizing, revised', publishedAt: '2026-03-05T08:00:00Z' }),
    );
    await rm(path.join(folder, 'landing', 'spring-savings.md'));
    await writeFile(path.join(folder, 'blog', 'kept-as-draft.md'), blogFile('kept-as-draft'));
    const result = await importing(folder);
    expect(result.ok && result.summary).toEqual({
      created: [],
      updated: ['blog-post glove-sizing', 'blog-post kept-as-draft'],
      unchanged: ['docs-page shipping-information'],
    });
    const entry = await contentEntryRepository(api.db).findBySlug('blog-post', 'glove-sizing');
    expect(entry).toMatchObject({ currentRevision: 2, title: 'Glove sizing, revised', status: 'published' });
    expect(entry!.publishedAt!.toISOString()).toBe('2026-03-05T08:00:00.000Z');

    await writeFile(path.join(folder, 'blog', 'kept-as-draft.md'), blogFile('kept-as-draft', { draft: 'true' }));
    await importing(folder);
    expect(await contentEntryRepository(api.db).findBySlug('blog-post', 'kept-as-draft')).toMatchObject({
      status: 'draft',
    });
  });

  it('answers a folder without Markdown files with a problem', async () => {
    const folder = await folderWith();
    for (const kind of ['blog', 'docs', 'landing']) await rm(path.join(folder, kind), { recursive: true });
    const result = await importing(folder);
    expect(result).toEqual({ ok: false, problems: [{ path: folder, reason: 'no .md files in the folder' }] });
  });
});
