import { trackedEventNames } from '@chairside/domain';
import { z } from 'zod';

/**
 * The commerce events the storefront tracks (spec §7 "Other"); page views are type 'page'. Named in the domain, so the
 * browser bundle needs no zod for them.
 */
export { trackedEventNames, type TrackedEventName } from '@chairside/domain';

/** What POST /events takes: at most a client batch (spec §9: batch size 10), each event's properties bounded. */
export const analyticsLimits = {
  maxBatch: 10,
  /** Serialized length (JSON characters) of one event's properties. */
  maxPropertiesLength: 4096,
  /** The whole request body; larger bodies get 413 before they are parsed. */
  maxBodyBytes: 64 * 1024,
} as const;

const properties = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= analyticsLimits.maxPropertiesLength, {
    message: `properties must serialize to at most ${analyticsLimits.maxPropertiesLength} characters`,
  });

const common = {
  /** The browser's id for this event, so a batch sent again is stored once. */
  messageId: z.uuid(),
  /** The visitor's anonymous id (a first-party cookie, spec §9: 365 days). */
  anonymousId: z.string().min(1).max(64),
  /** When it happened, as the browser saw it. */
  timestamp: z.iso.datetime({ offset: true }),
  properties: properties.default({}),
};

export const analyticsEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('page'), ...common }),
  z.strictObject({ type: z.literal('track'), event: z.enum(trackedEventNames), ...common }),
]);
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.strictObject({
  batch: z.array(analyticsEventSchema).min(1).max(analyticsLimits.maxBatch),
});
export type AnalyticsBatch = z.input<typeof analyticsBatchSchema>;

export const analyticsAcceptedSchema = z.object({ accepted: z.number().int() });
