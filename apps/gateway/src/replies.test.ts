import { describe, expect, it } from 'vitest';
import { fingerprintOf, idempotentReplies, type Reply } from './replies';

describe('idempotent replies', () => {
  const created: Reply = { status: 201, body: { id: 'pm_1' } };

  it('runs the first request with a key and replays its answer; another request with the key gets 422', () => {
    const replies = idempotentReplies();
    let runs = 0;
    const work = () => {
      runs += 1;
      return created;
    };
    const fingerprint = fingerprintOf('POST', '/v1/payment-methods', { cardToken: 'tok_a' });
    expect(replies.run('key-1', fingerprint, 0, work)).toEqual(created);
    expect(replies.run('key-1', fingerprint, 1, work)).toEqual(created);
    expect(runs).toBe(1);
    const other = fingerprintOf('POST', '/v1/payment-methods', { cardToken: 'tok_b' });
    expect(replies.run('key-1', other, 2, work)).toMatchObject({ status: 422 });
    expect(runs).toBe(1);
  });

  it('keeps no answer that never came, so the retry runs again; forgets keys after a day', () => {
    const replies = idempotentReplies();
    let runs = 0;
    expect(replies.run('slow', 'f', 0, () => (runs++, 'hang'))).toBe('hang');
    expect(replies.run('slow', 'f', 0, () => (runs++, created))).toEqual(created);
    expect(runs).toBe(2);
    replies.prune(24 * 3600 * 1000 + 1);
    expect(replies.snapshot()).toEqual([]);
  });
});
