// The Prometheus text format of the metrics: counters by method, route and status, cumulative
// histogram buckets, escaped label values, and the process figures.
import { describe, expect, it } from 'vitest';
import { createMetrics, DURATION_BUCKETS_S, escapeLabelValue } from './metrics';

/** The sample lines of a metric family (without # lines), as `name{labels}` → value. */
function samples(text: string, family: string): Map<string, string> {
  return new Map(
    text
      .split('\n')
      .filter((line) => line.startsWith(family))
      .map((line) => {
        const at = line.lastIndexOf(' ');
        return [line.slice(0, at), line.slice(at + 1)] as const;
      }),
  );
}

describe('createMetrics', () => {
  it('counts requests by method, route pattern and status', () => {
    const metrics = createMetrics();
    metrics.observeRequest('GET', '/api/properties/:id', 200, 0.004);
    metrics.observeRequest('GET', '/api/properties/:id', 200, 0.2);
    metrics.observeRequest('GET', '/api/properties/:id', 404, 0.001);
    metrics.observeRequest('BREW', 'unmatched', 404, 0.001);
    const text = metrics.render();
    expect(text).toContain('# TYPE lotline_http_requests_total counter\n');
    expect([...samples(text, 'lotline_http_requests_total')]).toEqual([
      ['lotline_http_requests_total{method="GET",route="/api/properties/:id",status="200"}', '2'],
      ['lotline_http_requests_total{method="GET",route="/api/properties/:id",status="404"}', '1'],
      ['lotline_http_requests_total{method="OTHER",route="unmatched",status="404"}', '1'],
    ]);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('writes cumulative histogram buckets up to +Inf, with the sum and the count', () => {
    const metrics = createMetrics();
    for (const durationS of [0.004, 0.005, 0.2, 3, 45]) metrics.observeRequest('POST', '/api/generate-pdf', 200, durationS);
    const text = metrics.render();
    expect(text).toContain('# TYPE lotline_http_request_duration_seconds histogram\n');
    const buckets = samples(text, 'lotline_http_request_duration_seconds_bucket');
    const at = (le: string) => buckets.get(`lotline_http_request_duration_seconds_bucket{method="POST",route="/api/generate-pdf",le="${le}"}`);
    expect(buckets.size).toBe(DURATION_BUCKETS_S.length + 1);
    expect([at('0.005'), at('0.1'), at('0.25'), at('2.5'), at('5'), at('30'), at('+Inf')]).toEqual(['2', '2', '3', '3', '4', '4', '5']);
    const counts = [...buckets.values()].map(Number);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(samples(text, 'lotline_http_request_duration_seconds_sum').get('lotline_http_request_duration_seconds_sum{method="POST",route="/api/generate-pdf"}')).toBe('48.209');
    expect(samples(text, 'lotline_http_request_duration_seconds_count').get('lotline_http_request_duration_seconds_count{method="POST",route="/api/generate-pdf"}')).toBe('5');
  });

  it('escapes backslashes, double quotes and line feeds in label values', () => {
    expect(escapeLabelValue('a\\b"c\nd')).toBe('a\\\\b\\"c\\nd');
    const metrics = createMetrics();
    metrics.observeRequest('GET', '/:file{(hosted|plain-page)\\.css}', 200, 0.001);
    expect(metrics.render()).toContain('lotline_http_requests_total{method="GET",route="/:file{(hosted|plain-page)\\\\.css}",status="200"} 1\n');
  });

  it('reports resident memory and uptime, and the event loop delay when it samples it', () => {
    const plain = createMetrics().render();
    expect(Number(samples(plain, 'process_resident_memory_bytes').get('process_resident_memory_bytes'))).toBeGreaterThan(1_000_000);
    expect(Number(samples(plain, 'process_uptime_seconds').get('process_uptime_seconds'))).toBeGreaterThan(0);
    expect(plain).not.toContain('nodejs_eventloop');
    const sampling = createMetrics({ eventLoopDelay: true });
    try {
      const text = sampling.render();
      for (const name of ['p50', 'p99', 'max']) {
        expect(text).toContain(`# TYPE nodejs_eventloop_delay_${name}_seconds gauge\n`);
        expect(Number(samples(text, `nodejs_eventloop_delay_${name}_seconds`).get(`nodejs_eventloop_delay_${name}_seconds`))).toBeGreaterThanOrEqual(0);
      }
    } finally {
      sampling.close();
    }
  });
});
