import { describe, expect, it } from 'vitest';
import {
  addDays,
  advance,
  changeNextDate,
  dueDates,
  effectiveNextOrderDate,
  isCalendarDate,
  nextOrderDateAfter,
  reminderDue,
  resumeDates,
  skipNext,
  todayIn,
  type PlanSchedule,
} from './plan-schedule';

const plan = (over: Partial<PlanSchedule> = {}): PlanSchedule => ({
  planDays: 28,
  nextOrderDate: '2026-12-01',
  scheduleAnchor: '2026-12-01',
  isSkipped: false,
  ...over,
});

describe('todayIn', () => {
  it.each([
    ['New York evening is the day before UTC', 'America/New_York', '2026-11-25T03:30:00Z', '2026-11-24'],
    ['New York after midnight', 'America/New_York', '2026-11-25T05:30:00Z', '2026-11-25'],
    ['spring forward night (EST to EDT)', 'America/New_York', '2026-03-08T06:59:00Z', '2026-03-08'],
    ['before spring forward it is still the 7th', 'America/New_York', '2026-03-08T04:59:00Z', '2026-03-07'],
    ['fall back night, 00:30 EDT', 'America/New_York', '2026-11-01T04:30:00Z', '2026-11-01'],
    ['fall back, 23:30 EST', 'America/New_York', '2026-11-02T04:30:00Z', '2026-11-01'],
    ['Los Angeles', 'America/Los_Angeles', '2026-07-01T06:59:00Z', '2026-06-30'],
    ['UTC', 'UTC', '2026-12-31T23:59:59Z', '2026-12-31'],
  ])('%s', (_name, zone, instant, expected) => {
    expect(todayIn(zone, new Date(instant))).toBe(expected);
  });

  it('answers each minute for itself (it remembers the last minute asked): the last second of a day, then midnight', () => {
    expect(todayIn('America/New_York', new Date('2026-11-25T04:59:59Z'))).toBe('2026-11-24');
    expect(todayIn('America/New_York', new Date('2026-11-25T04:59:00Z'))).toBe('2026-11-24');
    expect(todayIn('America/New_York', new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-24');
  });
});

describe('nextOrderDateAfter', () => {
  it.each([
    ['across spring forward', '2026-03-01', 7, '2026-03-08'],
    ['across spring forward, longer', '2026-03-05', 28, '2026-04-02'],
    ['across fall back', '2026-10-30', 7, '2026-11-06'],
    ['month end', '2026-01-31', 1, '2026-02-01'],
    ['leap day', '2028-02-28', 1, '2028-02-29'],
    ['year end', '2026-12-25', 14, '2027-01-08'],
    ['a year', '2026-11-24', 365, '2027-11-24'],
  ])('%s', (_name, date, days, expected) => {
    expect(nextOrderDateAfter(date, days)).toBe(expected);
  });

  it('keeps whole days where adding 24-hour steps to a local midnight would not', () => {
    let date = '2026-03-01';
    for (let i = 0; i < 52; i++) date = nextOrderDateAfter(date, 7);
    expect(date).toBe(addDays('2026-03-01', 364));
    expect(date).toBe('2027-02-28');
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['yesterday', false],
  ])('%s → %s', (text, expected) => expect(isCalendarDate(text)).toBe(expected));
});

describe('skipNext and advance', () => {
  it('skip moves exactly one interval', () => {
    expect(skipNext(plan())).toEqual({ nextOrderDate: '2026-12-29', scheduleAnchor: '2026-12-29', isSkipped: false });
  });

  it('counts a far one-off date in whole intervals at once', () => {
    const far = { ...plan({ planDays: 1 }), nextOrderDate: '9999-12-30' };
    expect(advance(far).nextOrderDate).toBe('9999-12-31');
  });

  it('a skipped plan orders next on the date after', () => {
    expect(effectiveNextOrderDate(plan({ isSkipped: true }))).toBe('2026-12-29');
    expect(effectiveNextOrderDate(plan())).toBe('2026-12-01');
  });
});

describe('changeNextDate', () => {
  it.each([
    [
      'PreserveSchedule, later one-off date: then back on the old cadence',
      '2026-12-05',
      'PreserveSchedule',
      '2026-12-29',
    ],
    ['PreserveSchedule, earlier one-off date', '2026-11-26', 'PreserveSchedule', '2026-12-29'],
    ['PreserveSchedule, moved past the next slot: the slot after', '2027-01-02', 'PreserveSchedule', '2027-01-26'],
    ['ResetSchedule counts from the new date', '2026-12-05', 'ResetSchedule', '2027-01-02'],
  ] as const)('%s', (_name, newDate, behavior, following) => {
    const changed = { ...plan({ isSkipped: true }), ...changeNextDate(plan({ isSkipped: true }), newDate, behavior) };
    expect(changed.nextOrderDate).toBe(newDate);
    expect(changed.isSkipped).toBe(false);
    expect(advance(changed).nextOrderDate).toBe(following);
  });
});

describe('dueDates', () => {
  it.each([
    ['not due yet', plan(), '2026-11-30', undefined],
    ['due today', plan(), '2026-12-01', { place: '2026-12-01', missed: [], next: '2026-12-29' }],
    ['one day late', plan(), '2026-12-02', { place: '2026-12-01', missed: [], next: '2026-12-29' }],
    [
      'the clock jumped over three intervals: one order, for the newest date',
      plan(),
      '2027-02-26',
      { place: '2027-02-23', missed: ['2026-12-01', '2026-12-29', '2027-01-26'], next: '2027-03-23' },
    ],
    [
      'skipped date passes silently',
      plan({ isSkipped: true }),
      '2026-12-01',
      { place: undefined, missed: [], next: '2026-12-29' },
    ],
    [
      'skipped date then downtime past the next',
      plan({ isSkipped: true }),
      '2026-12-30',
      { place: '2026-12-29', missed: [], next: '2027-01-26' },
    ],
    [
      'one-off date (PreserveSchedule) then back on cadence',
      plan({ nextOrderDate: '2026-12-05' }),
      '2026-12-05',
      { place: '2026-12-05', missed: [], next: '2026-12-29' },
    ],
    [
      'daily plan, a week down',
      plan({ planDays: 1 }),
      '2026-12-03',
      { place: '2026-12-03', missed: ['2026-12-01', '2026-12-02'], next: '2026-12-04' },
    ],
  ] as const)('%s', (_name, schedule, today, expected) => {
    const due = dueDates(schedule, today);
    if (expected === undefined) return expect(due).toBeUndefined();
    expect(due).toEqual({
      place: expected.place,
      missed: expected.missed,
      next: { nextOrderDate: expected.next, scheduleAnchor: expected.next, isSkipped: false },
    });
  });
});

describe('resumeDates', () => {
  it.each([
    ['next date ahead: unchanged', '2026-11-24', '2026-12-01'],
    ['next date today: orders today', '2026-12-01', '2026-12-01'],
    ['slept through two dates: the first from today', '2027-01-10', '2027-01-26'],
  ])('%s', (_name, today, expected) => {
    expect(resumeDates(plan(), today).nextOrderDate).toBe(expected);
  });

  it('answers the dates only', () => {
    expect(Object.keys(resumeDates({ ...plan(), status: 'Paused' } as PlanSchedule, '2026-11-24')).sort()).toEqual([
      'isSkipped',
      'nextOrderDate',
      'scheduleAnchor',
    ]);
  });
});

describe('reminderDue', () => {
  it.each([
    ['four days ahead: not yet', '2026-11-27', null, undefined],
    ['three days ahead', '2026-11-28', null, '2026-12-01'],
    ['one day ahead (worker was down)', '2026-11-30', null, '2026-12-01'],
    ['already reminded', '2026-11-29', '2026-12-01', undefined],
    ['on the date itself: the order goes out instead', '2026-12-01', null, undefined],
  ])('%s', (_name, today, remindedFor, expected) => {
    expect(reminderDue({ ...plan(), remindedFor }, today)).toBe(expected);
  });

  it('reminds for the date after a skipped one, with a custom lead', () => {
    expect(reminderDue({ ...plan({ isSkipped: true }), remindedFor: null }, '2026-12-22', 7)).toBe('2026-12-29');
  });
});
