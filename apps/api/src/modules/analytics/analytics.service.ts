import { createHash } from 'node:crypto';
import type { analyticsBatchSchema } from '@chairside/contracts';
import { analyticsEventRepository, type Db, type NewAnalyticsEvent } from '@chairside/db';
import type { z } from 'zod';

type ParsedEvent = z.output<typeof analyticsBatchSchema>['batch'][number];

export interface AnalyticsPolicy {
  /** Events one source (client IP) may send per minute; beyond that 429 until the minute has passed. */
  eventsPerMinute: number;
}

export type CollectResult = { ok: true; accepted: number } | { ok: false; retryAfterSeconds: number };

const minuteMs = 60_000;
/**
 * A browser clock this far ahead, or an event this old (a long-queued retry), is stamped with the arrival time instead.
 */
const maxClockAheadMs = 5 * minuteMs;
const maxEventAgeMs = 24 * 60 * minuteMs;

/** The limit's counting key: a digest, so the table holds no IP addresses. */
const sourceKeyOf = (ip: string) => createHash('sha256').update(`analytics:${ip}`).digest('hex').slice(0, 32);

function occurredAt(timestamp: string, receivedAt: Date): Date {
  const claimed = new Date(timestamp);
  const offset = claimed.getTime() - receivedAt.getTime();
  return offset > maxClockAheadMs || offset < -maxEventAgeMs ? receivedAt : claimed;
}

function toRow(event: ParsedEvent, sourceKey: string, receivedAt: Date): NewAnalyticsEvent {
  return {
    messageId: event.messageId,
    type: event.type,
    event: event.type === 'track' ? event.event : null,
    anonymousId: event.anonymousId,
    properties: event.properties,
    occurredAt: occurredAt(event.timestamp, receivedAt),
    sourceKey,
  };
}

/**
 * POST /events: first-party collection of page views and the spec's commerce events. Public (the
 * browser has no token for it), so bounded: the batch size and body size by the route schema,
 * the rate per source here, counted in the database so every API instance applies one limit
 * (approximately: concurrent batches may pass together just under it).
 */
export function analyticsService(db: Db, policy: AnalyticsPolicy, now: () => Date = () => new Date()) {
  const events = analyticsEventRepository(db);
  return {
    async collect(batch: readonly ParsedEvent[], clientIp: string): Promise<CollectResult> {
      const sourceKey = sourceKeyOf(clientIp);
      const receivedAt = now();
      const recent = await events.countSince(sourceKey, new Date(receivedAt.getTime() - minuteMs));
      if (recent + batch.length > policy.eventsPerMinute) return { ok: false, retryAfterSeconds: 60 };
      const accepted = await events.insertBatch(
        batch.map((event) => toRow(event, sourceKey, receivedAt)),
        receivedAt,
      );
      return { ok: true, accepted };
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
