// The limited report (spec 1 section 6, spec 2 section 6): visitors who may not see the whole
// report get it with the locked values taken out on the server. What stays is what tells whether
// an ADU is allowed here at all: legal statuses, zone, special considerations, property facts.
import type { StreetData } from '../api/street-data.schema';
import type { Bylaws } from '../rules/bylaws';
import type { ReportCitation, SizeLimit } from '../rules/evaluate';
import type { AduKind } from '../rules/model';
import { RULE_SENTENCES } from '../rules/texts';

/** The report fields a limited report leaves out (dotted paths into street data). */
export const LOCKED_FIELDS = [
  'attributes.owners',
  'bylaws.adu.size_limits.ext',
  'bylaws.adu.size_limits.int',
  'bylaws.adu.size_limits.footprint',
  'bylaws.adu.placement.ext_setbacks',
  'bylaws.adu.placement.int_setbacks',
  'bylaws.adu.summary',
  'setbacked_area',
] as const;
export type LockedField = (typeof LOCKED_FIELDS)[number];

const NO_LIMIT: SizeLimit = { br: null, sp: null };
const NO_SETBACKS = { front: null, side: null, rear: null, building: null };

/** Whether a report field (`adu.size_limits.ext.br`, `adu.placement.ext_setbacks.front`...) is one the limited report locks. */
const isLockedField = (field: string): boolean => field.startsWith('adu.size_limits.') || field.startsWith('adu.placement.');

/** The rules part of a report without its locked values: size limits, setbacks and the summary, and their sources and assumptions. */
export function redactRules<T extends { bylaws: Bylaws; citations: Record<string, ReportCitation[]> }>(rules: T): T {
  const adu = rules.bylaws.adu;
  const unlocked = <V>(entries: Record<string, V>) => Object.fromEntries(Object.entries(entries).filter(([field]) => !isLockedField(field)));
  return {
    ...rules,
    bylaws: {
      ...rules.bylaws,
      // An assumption's words can carry a locked number (a setback taken from a secondary source).
      assumptions: unlocked(rules.bylaws.assumptions),
      adu: {
        ...adu,
        size_limits: {
          ext: { ...NO_LIMIT, status: adu.size_limits.ext.status },
          int: { ...NO_LIMIT, status: adu.size_limits.int.status },
          footprint: { ...NO_LIMIT, status: adu.size_limits.footprint.status },
        },
        placement: { ...adu.placement, ext_setbacks: NO_SETBACKS, int_setbacks: NO_SETBACKS },
        summary: { ext: null, int: null },
      },
    },
    citations: unlocked(rules.citations),
  };
}

/**
 * The cost estimates a limited report locks: those that rest on the by-right size limit (no plan
 * placed, a per-square-foot price), which is locked. A cost from the placed plan or a public range
 * does not, and stays.
 */
export const lockedCostKinds = (data: Pick<StreetData, 'cost_estimate'>): AduKind[] =>
  (['ext', 'int'] as const).filter((kind) => data.cost_estimate[kind]?.size_source === 'size_limit');

const PAYBACK_PREFIX = RULE_SENTENCES['rent.payback'].slice(0, RULE_SENTENCES['rent.payback'].indexOf('$'));

/** The estimates without the costs that rest on a locked value, and without the payback those costs give a rent. */
function redactEstimates(data: StreetData): Pick<StreetData, 'cost_estimate' | 'rent_estimate'> & { locked: string[] } {
  const locked = lockedCostKinds(data);
  const cost = { ...data.cost_estimate };
  const rent = { ...data.rent_estimate };
  for (const kind of locked) {
    cost[kind] = null;
    const own = rent[kind];
    if (own) rent[kind] = { ...own, payback_years: null, steps: own.steps.filter((step) => !step.startsWith(PAYBACK_PREFIX)) };
  }
  return { cost_estimate: cost, rent_estimate: rent, locked: locked.map((kind) => `cost_estimate.${kind}`) };
}

/** Street data with every locked value removed, the `limited_report` flag set and the locked fields listed. */
export function redactReport(data: StreetData): StreetData {
  const { locked, ...estimates } = redactEstimates(data);
  return {
    ...redactRules(data),
    ...estimates,
    attributes: { ...data.attributes, owners: [] },
    setbacked_area: { ext: null, int: null },
    limited_report: true,
    locked_fields: [...LOCKED_FIELDS, ...locked],
  };
}

/**
 * A what-if evaluation's answer (`POST /api/evaluate`) with every locked value removed and no
 * setback areas, flagged and listed as the limited report is: what a viewer gets when the request
 * describes no property they may see in full and their package has no what-ifs (decision 044).
 */
export function redactEvaluation<T extends { bylaws: Bylaws; citations: Record<string, ReportCitation[]> }>(answer: T) {
  return { ...redactRules(answer), setbacked_area: { ext: null, int: null }, limited_report: true as const, locked_fields: [...LOCKED_FIELDS] };
}
