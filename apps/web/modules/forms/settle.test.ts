import { formInputDelayMs } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { createSettler, type SettleTimer } from './settle';

/** A clock the test moves by hand. */
function manualTimer() {
  let now = 0;
  let next = 0;
  const waiting = new Map<number, { at: number; run: () => void }>();
  const timer: SettleTimer = {
    set: (run, ms) => {
      waiting.set(++next, { at: now + ms, run });
      return next;
    },
    clear: (handle) => waiting.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, entry] of [...waiting].sort(([, a], [, b]) => a.at - b.at)) {
      if (entry.at > now) continue;
      waiting.delete(handle);
      entry.run();
    }
  };
  return { timer, advance, pending: () => waiting.size };
}

function setup() {
  const clock = manualTimer();
  let value = 'a';
  let checks = 0;
  const settled: string[] = [];
  const settler = createSettler(
    () => {
      checks += 1;
      return value;
    },
    (result) => settled.push(result),
    formInputDelayMs,
    clock.timer,
  );
  return {
    clock,
    settler,
    settled,
    checks: () => checks,
    type: (next: string) => {
      value = next;
      settler.input();
    },
  };
}

describe('createSettler (spec §9: validation settles 20 ms after input)', () => {
  it('uses the spec delay of 20 ms', () => expect(formInputDelayMs).toBe(20));

  it('checks once, 20 ms after the last input, not on every keystroke', () => {
    const { clock, settled, checks, type } = setup();
    type('d');
    clock.advance(10);
    type('da');
    clock.advance(19);
    type('dan');
    expect(checks()).toBe(0);
    clock.advance(19);
    expect(settled).toEqual([]);
    clock.advance(1);
    expect(settled).toEqual(['dan']);
    expect(checks()).toBe(1);
  });

  it('settles a waiting check at once on demand, and the delay does not run it again', () => {
    const { clock, settler, settled, checks, type } = setup();
    type('dana@');
    expect(settler.settle()).toBe('dana@');
    expect(clock.pending()).toBe(0);
    clock.advance(formInputDelayMs);
    expect(settled).toEqual([]);
    expect(checks()).toBe(1);
  });

  it('checks afresh when settled with nothing waiting', () => {
    const { settler, checks } = setup();
    expect(settler.settle()).toBe('a');
    expect(checks()).toBe(1);
  });

  it('drops a waiting check when cancelled', () => {
    const { clock, settler, settled, type } = setup();
    type('x');
    settler.cancel();
    clock.advance(100);
    expect(settled).toEqual([]);
  });
});
