// Prometheus metrics (issue 10, Observability), written in the text exposition format 0.0.4
// without a client library: requests counted by method, route pattern and status, their
// durations in a histogram per method and route pattern, and a few process figures. Labels are
// route patterns (server/src/http/route-label.ts) and a fixed set of methods, so a client cannot
// grow the number of series.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { MiddlewareHandler } from 'hono';
import { routeLabel } from './route-label';

/** Upper bounds of the duration buckets, in seconds: Prometheus's defaults, and 30 s for the slowest PDF. */
export const DURATION_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;

/** How often the event loop's delay is sampled, in ms. */
const LOOP_RESOLUTION_MS = 20;

/** The methods that get a label of their own; any other is counted as `OTHER`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The metrics of one app. */
export interface Metrics {
  /** Counts one answered request and its duration in seconds. */
  observeRequest(method: string, route: string, status: number, durationS: number): void;
  /** Every metric in the Prometheus text format; the event-loop delay figures start over after each call. */
  render(): string;
  /** Stops sampling the event loop. */
  close(): void;
}

/** Options of `createMetrics`. */
export interface MetricsOptions {
  /**
   * Sample the event loop's delay (a timer every 20 ms) for the `nodejs_eventloop_delay_*`
   * gauges. Default false, so apps made in tests start no timer; the server turns it on.
   */
  eventLoopDelay?: boolean;
}

interface Histogram {
  /** Counts per bucket, not cumulative; the last one is +Inf. */
  buckets: number[];
  sumS: number;
  count: number;
}

/** Escapes a label value: backslash, double quote and line feed (exposition format 0.0.4). */
export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labels(pairs: Record<string, string>): string {
  return `{${Object.entries(pairs)
    .map(([name, value]) => `${name}="${escapeLabelValue(value)}"`)
    .join(',')}}`;
}

/** A number as Prometheus writes it. */
function sample(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

/** Makes an empty set of metrics. */
export function createMetrics(options: MetricsOptions = {}): Metrics {
  const counts = new Map<string, { method: string; route: string; status: string; count: number }>();
  const durations = new Map<string, { method: string; route: string; histogram: Histogram }>();
  let loopDelay: IntervalHistogram | undefined;
  if (options.eventLoopDelay) {
    loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    loopDelay.enable();
  }

  return {
    observeRequest(rawMethod, route, status, durationS) {
      const method = METHODS.has(rawMethod) ? rawMethod : 'OTHER';
      const countKey = `${method} ${route} ${status}`;
      const counted = counts.get(countKey) ?? { method, route, status: String(status), count: 0 };
      counted.count += 1;
      counts.set(countKey, counted);
      const durationKey = `${method} ${route}`;
      let timed = durations.get(durationKey);
      if (!timed) {
        timed = { method, route, histogram: { buckets: new Array<number>(DURATION_BUCKETS_S.length + 1).fill(0), sumS: 0, count: 0 } };
        durations.set(durationKey, timed);
      }
      const bucket = DURATION_BUCKETS_S.findIndex((bound) => durationS <= bound);
      timed.histogram.buckets[bucket === -1 ? DURATION_BUCKETS_S.length : bucket]! += 1;
      timed.histogram.sumS += durationS;
      timed.histogram.count += 1;
    },

    render() {
      const lines: string[] = [];
      const byLabels = <T extends { method: string; route: string }>(a: T, b: T) => a.route.localeCompare(b.route) || a.method.localeCompare(b.method);

      lines.push('# HELP lotline_http_requests_total HTTP requests answered, by method, route pattern and status.');
      lines.push('# TYPE lotline_http_requests_total counter');
      for (const { method, route, status, count } of [...counts.values()].sort((a, b) => byLabels(a, b) || a.status.localeCompare(b.status))) {
        lines.push(`lotline_http_requests_total${labels({ method, route, status })} ${count}`);
      }

      lines.push('# HELP lotline_http_request_duration_seconds Time until the answer was ready, by method and route pattern.');
      lines.push('# TYPE lotline_http_request_duration_seconds histogram');
      for (const { method, route, histogram } of [...durations.values()].sort(byLabels)) {
        let cumulative = 0;
        DURATION_BUCKETS_S.forEach((bound, index) => {
          cumulative += histogram.buckets[index]!;
          lines.push(`lotline_http_request_duration_seconds_bucket${labels({ method, route, le: String(bound) })} ${cumulative}`);
        });
        lines.push(`lotline_http_request_duration_seconds_bucket${labels({ method, route, le: '+Inf' })} ${histogram.count}`);
        lines.push(`lotline_http_request_duration_seconds_sum${labels({ method, route })} ${sample(histogram.sumS)}`);
        lines.push(`lotline_http_request_duration_seconds_count${labels({ method, route })} ${histogram.count}`);
      }

      lines.push('# HELP process_resident_memory_bytes Resident memory size in bytes.');
      lines.push('# TYPE process_resident_memory_bytes gauge');
      lines.push(`process_resident_memory_bytes ${process.memoryUsage.rss()}`);
      lines.push('# HELP process_uptime_seconds Seconds since the process started.');
      lines.push('# TYPE process_uptime_seconds gauge');
      lines.push(`process_uptime_seconds ${sample(Math.round(process.uptime() * 1000) / 1000)}`);

      if (loopDelay) {
        // The histogram records the nanoseconds between the sampling timer's runs, the interval
        // itself included, which is taken off to leave the delay. It starts over after each
        // scrape, so the figures describe the time since the last one.
        const seconds = (ns: number) => sample(Number.isFinite(ns) && loopDelay!.count > 0 ? Math.max(0, ns - LOOP_RESOLUTION_MS * 1e6) / 1e9 : 0);
        for (const [name, help, value] of [
          ['p50', 'Median event loop delay since the last scrape, in seconds.', loopDelay.percentile(50)],
          ['p99', '99th percentile of the event loop delay since the last scrape, in seconds.', loopDelay.percentile(99)],
          ['max', 'Longest event loop delay since the last scrape, in seconds.', loopDelay.max],
        ] as const) {
          lines.push(`# HELP nodejs_eventloop_delay_${name}_seconds ${help}`);
          lines.push(`# TYPE nodejs_eventloop_delay_${name}_seconds gauge`);
          lines.push(`nodejs_eventloop_delay_${name}_seconds ${seconds(value)}`);
        }
        loopDelay.reset();
      }
      return `${lines.join('\n')}\n`;
    },

    close() {
      loopDelay?.disable();
    },
  };
}

/** Options of `httpMetrics`. */
export interface HttpMetricsOptions {
  /** Where requests are counted. */
  metrics: Metrics;
}

/** Counts every request and its duration under the route pattern it matched. */
export function httpMetrics({ metrics }: HttpMetricsOptions): MiddlewareHandler {
  return async function httpMetrics(c, next) {
    const startedMs = performance.now();
    await next();
    metrics.observeRequest(c.req.method, routeLabel(c), c.res.status, (performance.now() - startedMs) / 1000);
  };
}
