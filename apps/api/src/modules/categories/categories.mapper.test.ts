import type { CategoryRow } from '@chairside/db';
import { describe, expect, it } from 'vitest';
import { toCategory } from './categories.mapper';

const base: CategoryRow = {
  id: '7d1f6c8e-0000-4000-8000-000000000002',
  key: 'gloves',
  parentId: null,
  ancestorIds: [],
  name: { 'en-US': 'Gloves' },
  slug: { 'en-US': 'gloves' },
  description: null,
  metaTitle: null,
  metaDescription: null,
  orderHint: '0.2',
  externalId: null,
  version: 3,
  createdAt: new Date('2026-01-02T03:04:05.678Z'),
  lastModifiedAt: new Date('2026-02-03T04:05:06.789Z'),
};

describe('toCategory', () => {
  it('omits unset optional fields instead of sending null', () => {
    expect(toCategory(base)).toStrictEqual({
      id: base.id,
      version: 3,
      key: 'gloves',
      name: { 'en-US': 'Gloves' },
      slug: { 'en-US': 'gloves' },
      ancestors: [],
      orderHint: '0.2',
      createdAt: '2026-01-02T03:04:05.678Z',
      lastModifiedAt: '2026-02-03T04:05:06.789Z',
    });
  });

  it('renders the parent and ancestors (root first) as category references', () => {
    const root = '7d1f6c8e-0000-4000-8000-000000000000';
    const parent = '7d1f6c8e-0000-4000-8000-000000000001';
    const category = toCategory({
      ...base,
      parentId: parent,
      ancestorIds: [root, parent],
      externalId: 'HS-12',
      metaTitle: { 'en-US': 'Gloves' },
    });
    expect(category.ancestors).toEqual([
      { typeId: 'category', id: root },
      { typeId: 'category', id: parent },
    ]);
    expect(category.parent).toEqual({ typeId: 'category', id: parent });
    expect(category.externalId).toBe('HS-12');
    expect(category.metaTitle).toEqual({ 'en-US': 'Gloves' });
  });
});
