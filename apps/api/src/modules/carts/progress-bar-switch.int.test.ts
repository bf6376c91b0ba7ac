import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressBarProductKey, progressBarSwitch } from './progress-bar-switch';

describe.each(testDatabaseTargets())('progressBarSwitch ($name)', (target) => {
  let created: Awaited<ReturnType<typeof target.create>>;
  beforeAll(async () => {
    created = await target.create();
  });
  afterAll(() => created.dispose());

  it('is on while the reserved product exists, published or not, and looks again after a minute', async () => {
    const db = created.database.db;
    let now = 0;
    const shown = progressBarSwitch(() => now);
    expect(await shown(db)).toBe(false);

    await db.insert(schema.products).values({
      key: progressBarProductKey,
      name: { 'en-US': 'Spend progress bar' },
      slug: { 'en-US': 'progress-bar' },
      published: false,
    });
    now = 59_999;
    expect(await shown(db)).toBe(false);
    now = 60_000;
    expect(await shown(db)).toBe(true);

    await db.delete(schema.products).where(eq(schema.products.key, progressBarProductKey));
    now = 120_000;
    expect(await shown(db)).toBe(false);
  });
});
