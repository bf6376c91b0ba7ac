import { trackedEventNames } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { decodePendingEvents, encodePendingEvents } from './pending-events';

describe('pending events cookie', () => {
  it('round-trips event names with spaces', () => {
    const value = encodePendingEvents(['Login', 'Order Completed']);
    expect(value).not.toMatch(/[ ;]/);
    expect(decodePendingEvents(value, trackedEventNames)).toEqual(['Login', 'Order Completed']);
  });
  it.each([undefined, '', 'Logout', 'Login%', '%E0%A4%A'])('ignores %j: only tracked names come out', (value) => {
    expect(decodePendingEvents(value, trackedEventNames)).toEqual([]);
  });
});
