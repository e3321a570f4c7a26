// Floor plans on a lot: the catalogue (part of the release, so the answer is built once and may be
// cached for an hour), where a plan lands on a property (place-unit.ts), and the playground's
// 'Is this allowed?' for drawn structures (analyze-structures.ts).
import {
  analyzePlayground,
  FloorPlansQuerySchema,
  FloorPlansResponseSchema,
  PlacedUnitFeatureSchema,
  listFloorPlans,
  PlacementRequestSchema,
  placeFloorPlan,
  PlaygroundAnalysisRequestSchema,
  PlaygroundAnalysisResponseSchema,
} from '../../../core/api';
import { cataloguePlans, planSummary } from '../../../core/floor-plans';
import type { RouteDeps } from '../http/route-deps';
import { operationBinder } from '../http/bind-operation';
import { PROPERTY_UPDATE_MAX_BYTES } from '../property/properties.route';
import { openAnalysis } from './analyze-structures';
import { openPlacement, placeUnit } from './place-unit';
import { computeDeadlineMs, computePool } from '../compute/compute-pool';

/** The largest analysis body: as large as the layout `PATCH`, whose drawn shapes it carries. */
export const PLAYGROUND_ANALYSIS_MAX_BYTES = PROPERTY_UPDATE_MAX_BYTES;

/** The 401 of a visitor asking for the check. */
export const SIGN_IN_TO_CHECK_MESSAGE = 'Sign in to check whether a structure is allowed here; visitors can still try the playground.';

/** How long clients and proxies may keep a catalogue answer. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=3600';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'secret' | 'now' | 'findFloorPlan' | 'trustProxy' | 'clientLimits'>>();

let summaries: ReturnType<typeof planSummary>[] | undefined;

/** The operations of floor plans on a lot. */
export const placementRoutes = [
  bind(listFloorPlans, {
    doc: { summary: 'The floor plan catalogue, all of it or one category', tags: ['Floor plans'], answer: 'The plans with their sizes and floor drawings.' },
    query: FloorPlansQuerySchema,
    answer: FloorPlansResponseSchema,
    handler({ query: { category }, c }) {
      summaries ??= cataloguePlans().map(planSummary);
      c.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
      return { plans: category ? summaries.filter((plan) => plan.category === category) : summaries };
    },
  }),
  bind(placeFloorPlan, {
    doc: {
      summary: 'Where a floor plan lands on a property',
      description: 'Visitors place on the playground only (401 elsewhere); past the address quota an ADU page is a 403 `quota_reached`. A broken plan is a 422.',
      tags: ['Floor plans'],
      answer: 'The placed unit as a map feature.',
    },
    body: PlacementRequestSchema,
    answer: PlacedUnitFeatureSchema,
    opens: ({ body, viewer, deps }) => openPlacement(deps.database.db, viewer, body, deps.now()),
    handler({ body, viewer, opened, admission, deps }) {
      return placeUnit(viewer, body, opened, admission, deps.findFloorPlan);
    },
  }),
  bind(analyzePlayground, {
    doc: {
      summary: "The playground's 'Is this allowed?' for drawn structures",
      description: 'A drawn building without a category stops the check (400 naming it).',
      tags: ['Floor plans'],
      answer: 'One result per structure.',
    },
    signIn: SIGN_IN_TO_CHECK_MESSAGE,
    body: PlaygroundAnalysisRequestSchema,
    maxBodyBytes: PLAYGROUND_ANALYSIS_MAX_BYTES,
    answer: PlaygroundAnalysisResponseSchema,
    opens: ({ body, viewer, deps }) => openAnalysis(deps.database.db, viewer, body, deps.now()),
    handler: ({ body, opened, admission }) => computePool().run('analyze', [body, opened, admission], computeDeadlineMs()),
  }),
];
