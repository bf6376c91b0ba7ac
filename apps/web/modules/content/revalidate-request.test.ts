import { describe, expect, it } from 'vitest';
import { hasRevalidateSecret, revalidateBodySchema, revalidateSecret } from './revalidate-request';

describe('revalidateSecret', () => {
  it('reads CONTENT_REVALIDATE_SECRET', () =>
    expect(revalidateSecret({ NODE_ENV: 'production', CONTENT_REVALIDATE_SECRET: 's3cret' })).toBe('s3cret'));
  it('has none in production without it', () => expect(revalidateSecret({ NODE_ENV: 'production' })).toBeUndefined());
  it('defaults to the shared development value elsewhere', () =>
    expect(revalidateSecret({ NODE_ENV: 'test' })).toBe('dev-content-revalidate-secret'));
});

describe('hasRevalidateSecret', () => {
  it.each([
    ['Bearer s3cret', 's3cret', true],
    ['Bearer s3cret ', 's3cret', false],
    ['Bearer other', 's3cret', false],
    ['bearer s3cret', 's3cret', false],
    ['s3cret', 's3cret', false],
    [null, 's3cret', false],
    ['Bearer ', undefined, false],
    ['Bearer anything', undefined, false],
  ])('%j against %j is %s', (header, secret, ok) => expect(hasRevalidateSecret(header, secret)).toBe(ok));
});

describe('revalidateBodySchema', () => {
  it('takes content tags', () =>
    expect(revalidateBodySchema.parse({ tags: ['content:blog', 'content:blog:gloves', 'content'] }).tags).toHaveLength(
      3,
    ));
  it.each([
    [{ tags: ['catalogue'] }],
    [{ tags: ['contentious'] }],
    [{ tags: [] }],
    [{ tags: 'content' }],
    [{ tags: ['content'], extra: 1 }],
    [{ tags: [`content:${'x'.repeat(300)}`] }],
  ])('refuses %j', (body) => expect(revalidateBodySchema.safeParse(body).success).toBe(false));
});
