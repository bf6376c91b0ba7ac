import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { contentClient } from './content-test-kit';

const revalidateSecret = 'test-content-revalidate-secret';

const draftPost = (slug: string, fields: Record<string, unknown> = {}, body = 'Measure the palm first.') => ({
  type: 'blog-post',
  slug,
  fields: { title: `Title of ${slug}`, excerpt: 'A short summary.', author: 'Sam Lee', tags: ['gloves'], ...fields },
  body,
});

const postQuery = 'query ($slug: String!) { blogPost(slug: $slug) { title bodyHtml updatedAt } }';

describe.each(testDatabaseTargets())('content authoring API ($name)', (target) => {
  let api: TestApi;
  let storefront: Awaited<ReturnType<typeof startFakeHttpServer>>;
  let content: ReturnType<typeof contentClient>;

  beforeAll(async () => {
    storefront = await startFakeHttpServer();
    api = await startTestApi(target, {
      env: { STOREFRONT_URL: storefront.baseUrl, CONTENT_REVALIDATE_SECRET: revalidateSecret },
    });
    content = contentClient(api);
  });
  afterAll(async () => {
    await api.close();
    await storefront.close();
  });
  beforeEach(() => {
    storefront.requests.length = 0;
    storefront.state.respondWith = 200;
  });

  const revalidatedTags = () => storefront.requests.map((request) => JSON.parse(request.body).tags as string[]);

  it('creates a draft that readers do not see until it is published, then tells the storefront', async () => {
    const created = await content.create(draftPost('draft-then-published'));
    expect(created).toMatchObject({ version: 1, status: 'draft', publishedAt: null, currentRevision: 1 });
    expect(created.revisions).toHaveLength(1);
    expect(created.revisions[0]).toMatchObject({ number: 1, createdBy: 'importer' });
    expect(created.bodyHtml).toBe('<p>Measure the palm first.</p>');
    expect(await content.graphql(postQuery, { slug: 'draft-then-published' })).toEqual({ blogPost: null });
    expect(storefront.requests).toHaveLength(0);

    const published = await content.publish(created.id, { version: 1 });
    expect(published).toMatchObject({ version: 2, status: 'published' });
    expect(await content.graphql(postQuery, { slug: 'draft-then-published' })).toMatchObject({
      blogPost: { title: 'Title of draft-then-published', bodyHtml: '<p>Measure the palm first.</p>' },
    });
    expect(storefront.requests).toHaveLength(1);
    const [request] = storefront.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/revalidate' });
    expect(request!.headers).toMatchObject({
      authorization: `Bearer ${revalidateSecret}`,
      'content-type': 'application/json',
    });
    expect(JSON.parse(request!.body)).toEqual({ tags: ['content:blog', 'content:blog:draft-then-published'] });
  });

  it('keeps every revision; a published entry shows its update at once; saving the same content adds none', async () => {
    const created = await content.create(draftPost('revised'));
    await content.publish(created.id, { version: 1 });
    storefront.requests.length = 0;
    const revised = await content.update(created.id, {
      version: 2,
      fields: { ...created.fields, title: 'Revised title' },
      body: 'New *body*.',
    });
    expect(revised).toMatchObject({ version: 3, currentRevision: 2, title: 'Revised title', status: 'published' });
    expect(revised.revisions.map((revision) => [revision.number, revision.fields.title, revision.body])).toEqual([
      [2, 'Revised title', 'New *body*.'],
      [1, 'Title of revised', 'Measure the palm first.'],
    ]);
    expect(await content.graphql(postQuery, { slug: 'revised' })).toMatchObject({
      blogPost: { title: 'Revised title', bodyHtml: '<p>New <em>body</em>.</p>' },
    });
    expect(revalidatedTags()).toEqual([['content:blog', 'content:blog:revised']]);

    const again = await content.update(created.id, { version: 3, fields: revised.fields, body: 'New *body*.' });
    expect(again).toMatchObject({ version: 3, currentRevision: 2 });
    expect(again.revisions).toHaveLength(2);
    expect(storefront.requests).toHaveLength(1);
  });

  it('updating a draft tells the storefront nothing', async () => {
    const created = await content.create(draftPost('quiet-draft'));
    await content.update(created.id, { version: 1, fields: created.fields, body: 'Changed.' });
    expect(storefront.requests).toHaveLength(0);
  });

  it('schedules a publish date in the future and hides the entry until then', async () => {
    const created = await content.create(draftPost('scheduled'));
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await content.publish(created.id, { version: 1, publishAt: future });
    expect(scheduled).toMatchObject({ status: 'published', publishedAt: future });
    expect(await content.graphql(postQuery, { slug: 'scheduled' })).toEqual({ blogPost: null });
    const past = '2026-01-15T09:30:00.000Z';
    await content.publish(created.id, { version: 2, publishAt: past });
    expect(await content.graphql('{ blogPost(slug: "scheduled") { publishedAt } }')).toEqual({
      blogPost: { publishedAt: past },
    });
  });

  it('unpublishes: readers lose the entry, the storefront is told', async () => {
    const created = await content.create(draftPost('withdrawn'));
    await content.publish(created.id, { version: 1 });
    storefront.requests.length = 0;
    const unpublished = await content.unpublish(created.id, { version: 2 });
    expect(unpublished).toMatchObject({ status: 'draft', version: 3 });
    expect(await content.graphql(postQuery, { slug: 'withdrawn' })).toEqual({ blogPost: null });
    expect(revalidatedTags()).toEqual([['content:blog', 'content:blog:withdrawn']]);
    const twice = await content.send('POST', `/content/entries/${created.id}/unpublish`, { version: 3 });
    expect(twice.status).toBe(400);
    expect((await readError(twice)).errors[0]).toMatchObject({ code: 'InvalidOperation' });
  });

  it('publishes even when the storefront fails or does not answer', async () => {
    storefront.state.respondWith = 500;
    const failing = await content.create(draftPost('storefront-down'));
    expect((await content.publish(failing.id, { version: 1 })).status).toBe('published');
    storefront.state.respondWith = 'hang';
    const slow = await content.create(draftPost('storefront-slow'));
    const started = Date.now();
    expect((await content.publish(slow.id, { version: 1 })).status).toBe('published');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(storefront.requests).toHaveLength(2);
  });

  it('answers 409 to a stale version with the current one, 409 to a taken slug, 404 to an unknown id', async () => {
    const created = await content.create(draftPost('conflicts'));
    const stale = await content.send('POST', `/content/entries/${created.id}/publish`, { version: 7 });
    expect(stale.status).toBe(409);
    expect((await readError(stale)).errors[0]).toMatchObject({ code: 'ConcurrentModification', currentVersion: 1 });
    const staleUpdate = await content.send('POST', `/content/entries/${created.id}`, {
      version: 2,
      fields: created.fields,
      body: 'Other.',
    });
    expect(staleUpdate.status).toBe(409);

    const taken = await content.send('POST', '/content/entries', draftPost('conflicts'));
    expect(taken.status).toBe(409);
    expect((await readError(taken)).errors[0]).toMatchObject({ code: 'DuplicateField', field: 'slug' });
    // The same slug is free in another type.
    await content.create({ type: 'docs-page', slug: 'conflicts', fields: { title: 'Conflicts', order: 1 }, body: '' });

    for (const id of ['00000000-0000-4000-8000-000000000999', 'not-a-uuid']) {
      const missing = await content.send('GET', `/content/entries/${id}`);
      expect(missing.status).toBe(404);
      expect((await readError(missing)).errors[0]).toMatchObject({ code: 'ResourceNotFound' });
    }
  });

  it('refuses invalid fields with 400 naming them, and unknown fields', async () => {
    const cases = [
      draftPost('Bad Slug'),
      draftPost('no-title', { title: '' }),
      draftPost('typo', { exerpt: 'misspelt' }),
      draftPost('long-excerpt', { excerpt: 'x'.repeat(301) }),
      { type: 'landing-page', slug: 'grid', fields: { title: 'Grid', blocks: [{ type: 'product-grid' }] }, body: '' },
      {
        type: 'landing-page',
        slug: 'js-link',
        fields: {
          title: 'Link',
          blocks: [{ type: 'hero', heading: 'Hi', cta: { label: 'Go', href: 'javascript:alert(1)' } }],
        },
        body: '',
      },
    ];
    for (const body of cases) {
      const response = await content.send('POST', '/content/entries', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await readError(response)).errors[0]!.code).toBe('InvalidInput');
    }
    const created = await content.create(draftPost('valid-first'));
    const badUpdate = await content.send('POST', `/content/entries/${created.id}`, {
      version: 1,
      fields: { ...created.fields, tags: ['Not A Slug'] },
      body: '',
    });
    expect(badUpdate.status).toBe(400);
    expect((await readError(badUpdate)).message).toMatch(/^fields\.tags\.0: /);
  });

  it('lists entries with drafts, filtered by type and status, and gets one with its revisions', async () => {
    const list = await content.send('GET', '/content/entries?type=blog-post&status=draft&limit=100');
    expect(list.status).toBe(200);
    const body = (await list.json()) as { total: number; results: { slug: string; status: string; type: string }[] };
    expect(body.results.length).toBe(body.total);
    expect(body.results.every((entry) => entry.status === 'draft' && entry.type === 'blog-post')).toBe(true);
    expect(body.results.map((entry) => entry.slug)).toContain('quiet-draft');
  });

  it('lets only manage_content or manage_project write; a view token cannot', async () => {
    const viewToken = await api.tokenFor(['view_content']);
    const denied = await content.send('POST', '/content/entries', draftPost('by-reader'), viewToken);
    expect(denied.status).toBe(403);
    expect((await content.send('GET', '/content/entries', undefined, viewToken)).status).toBe(403);
    const projectToken = await api.tokenFor(['manage_project'], 'importer');
    const allowed = await content.send('POST', '/content/entries', draftPost('by-admin'), projectToken);
    expect(allowed.status).toBe(201);
    const anonymous = await fetch(`${api.baseUrl}/content/entries`);
    expect(anonymous.status).toBe(401);
  });

  it('sanitises hostile Markdown before anyone reads it', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '[click](javascript:alert(1))',
      '![x](http://evil.example/a.png)',
      '[out](https://example.com/page)',
    ].join('\n\n');
    const created = await content.create(draftPost('hostile', {}, hostile));
    await content.publish(created.id, { version: 1 });
    const { blogPost } = (await content.graphql('{ blogPost(slug: "hostile") { bodyHtml } }')) as {
      blogPost: { bodyHtml: string };
    };
    expect(blogPost.bodyHtml).toBe(
      '<p><a>click</a></p>\n<p></p>\n<p><a href="https://example.com/page" rel="noopener noreferrer">out</a></p>',
    );
  });
});
