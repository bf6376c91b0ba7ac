import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './request-durations';

/** Durations on and around the bucket bounds, beyond the last one, and in two series. */
const observations: [method: string, route: string, status: number, seconds: number][] = [
  ['GET', '/health', 200, 0.0004],
  ['GET', '/health', 200, 0.005],
  ['GET', '/health', 200, 0.0050001],
  ['GET', '/health', 200, 0.3],
  ['GET', '/health', 200, 10],
  ['GET', '/health', 200, 42],
  ['POST', '/aces/me/carts/:id', 409, 0.02],
  ['GET', 'unmatched', 404, 0.001],
];

describe('RequestDurations', () => {
  it("exposes the same text as prom-client's own Histogram given the same observations", async () => {
    const ours = new Registry();
    const durations = new RequestDurations(ours);
    const theirs = new Registry();
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds by method, route and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [theirs],
    });
    for (const [method, route, status, seconds] of observations) {
      durations.observe(method, route, status, seconds);
      histogram.observe({ method, route, status_code: String(status) }, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain(
      'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"} 6',
    );
  });

  it('starts again when the registry is reset', async () => {
    const registry = new Registry();
    const durations = new RequestDurations(registry);
    durations.observe('GET', '/health', 200, 0.001);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('_count');
  });
});
