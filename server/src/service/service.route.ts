// The service itself: `GET /api/health` says the server and its database kind are up (the probes
// for orchestrators are /healthz and /readyz, server/src/routes/health.route.ts), and
// `GET /api/scheduling` the booking page the widget's 'Schedule a Time' links to.
import { getScheduling, health, HealthSchema, SchedulingSchema } from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { operationBinder } from '../http/bind-operation';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'schedulingUrl'>>();

/** The operations of the service itself. */
export const serviceRoutes = [
  bind(health, {
    doc: { summary: 'Whether the server and its database kind are up', tags: ['Health'], answer: 'The server answers.' },
    answer: HealthSchema,
    handler({ deps }) {
      return { status: 'ok' as const, database: deps.database.kind };
    },
  }),
  bind(getScheduling, {
    doc: {
      summary: 'The page where visitors book a call (LOTLINE_SCHEDULING_URL), or null when none is configured',
      tags: ['Health'],
      answer: 'The booking page, or null.',
    },
    answer: SchedulingSchema,
    handler({ deps, c }) {
      c.header('Cache-Control', 'public, max-age=300');
      return { scheduling_url: deps.schedulingUrl ?? null };
    },
  }),
];
