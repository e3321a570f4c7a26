// What the playground's 'Is this allowed?' judges and what it finds (spec 2 section 4 'Playground
// check', spec 3 'Playground analysis'): the drawn buildings and the structures to judge, each
// structure's verdict and the checks behind it. `PUT /api/playground/analysis` carries them
// (core/api/playground.schema.ts checks its request against these types).
import type { PlanCategory } from '../floor-plans/category';
import type { Polygon } from '../geo/geojson.schema';
import type { AduType } from '../placement/adu-type';

/** A building the user drew on the playground; it needs a category before the check runs. */
export interface AnalysisBuilding {
  type: 'Feature';
  geometry: Polygon;
  /** A null category: a gray building, which stops the check. */
  properties: { id: string; category: PlanCategory | null };
}

/** A structure to judge. */
export interface AnalysisObject {
  type: 'Feature';
  geometry: Polygon;
  properties: {
    id: string;
    category: PlanCategory;
    adu_type?: AduType | undefined;
    /** A structure that stands already (judged like the others, but never against itself). */
    existingStructure: boolean;
  };
}

/** The verdict of one structure; NOT_KNOWN when no check fails and none of its rules is settled (decision 061). */
export const PERMISSION_STATUSES = ['PERMITTED', 'NOT_SURE', 'NOT_PERMITTED', 'NOT_KNOWN'] as const;
export type PermissionStatus = (typeof PERMISSION_STATUSES)[number];

/**
 * Spec 4: the allowed percent a permission status shows (PERMITTED 100, NOT_SURE 60, anything else
 * 1); none for NOT_KNOWN, whose answer is no likelihood at all (decision 061).
 */
export function allowedPercent(status: string): number | null {
  if (status === 'NOT_KNOWN') return null;
  return status === 'PERMITTED' ? 100 : status === 'NOT_SURE' ? 60 : 1;
}

/** Whether one check of a structure passed, failed, or cannot be settled from our data. */
export const CHECK_OUTCOMES = ['pass', 'fail', 'unknown'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** One check behind a verdict, with the numbers and the sources. */
export interface AnalysisCheck {
  /** 'legal', 'setback-front', 'setback-side' (interior side), 'setback-exterior-side', 'setback-rear', 'setback-unknown', 'separation', 'overlap', 'footprint', 'coverage', 'physical', 'consideration'. */
  kind: string;
  outcome: CheckOutcome;
  /** One sentence with the measured and the required values, e.g. 'Rear lot line: 3 ft 4 in found, 5 ft required.' */
  text: string;
  /** Measured value and requirement in feet, square feet or percent, when the check has them. */
  found?: number | null;
  required?: number | null;
  /** Document ids and sections, as the report cites them (`GET /api/documents/:id`). */
  cite: { doc: string; sections: string[] }[];
}

/** One structure's result. */
export interface AnalysisResult {
  id: string;
  short_explanation: string;
  /** Every check as a line, with its source. */
  detailed_explanation: string;
  permission_status: PermissionStatus;
  /** Where a structure of this category may stand on the lot (the lot inside its setbacks), or null when the setbacks are unknown. */
  setback_polygon: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null;
  checks: AnalysisCheck[];
}
