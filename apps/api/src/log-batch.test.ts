import { describe, expect, it } from 'vitest';
import { LineBatch, type BatchSink } from './log-batch';

/** A sink that records what it is handed and how it was flushed. */
function recordingSink() {
  const events: string[] = [];
  const sink: BatchSink = {
    write: (text) => events.push(`write ${text}`),
    flush: (done) => {
      events.push('flush');
      done?.();
    },
    flushSync: () => events.push('flushSync'),
  };
  return { sink, events };
}

describe('LineBatch', () => {
  it('hands lines over joined, in order, once a batch is full', () => {
    const { sink, events } = recordingSink();
    const batch = new LineBatch(sink, 10);
    batch.write('aaaa\n');
    batch.write('bbbb\n');
    expect(events).toEqual(['write aaaa\nbbbb\n']);
    batch.write('cc\n');
    batch.write('dd\n');
    expect(events).toEqual(['write aaaa\nbbbb\n']);
    batch.write('eeeeeeeeeeee\n');
    expect(events).toEqual(['write aaaa\nbbbb\n', 'write cc\ndd\neeeeeeeeeeee\n']);
  });

  it('hands a partial batch over when flushed, then has the sink flush (and answers its caller)', () => {
    const { sink, events } = recordingSink();
    const batch = new LineBatch(sink);
    batch.write('one\n');
    let answered = false;
    batch.flush(() => (answered = true));
    expect(events).toEqual(['write one\n', 'flush']);
    expect(answered).toBe(true);
    batch.flush();
    expect(events).toEqual(['write one\n', 'flush', 'flush']);
  });

  it('writes what is pending synchronously at exit', () => {
    const { sink, events } = recordingSink();
    const batch = new LineBatch(sink);
    batch.write('fatal\n');
    batch.flushSync();
    expect(events).toEqual(['write fatal\n', 'flushSync']);
  });
});
