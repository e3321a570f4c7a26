// Whether a unit fits where it stands now, and why not (core/placement/unit-fit.ts), against what
// its page holds it to: on an ADU page the setbacks of its type (the in-home apartment's without
// the separation from buildings, as it may stand in the house), on every page the lot and the
// other units, and on the backyard-cottage page and the playground the buildings. Computed from
// the unit's geometry, so the answer follows it as it moves. Setbacks a limited report locks stay
// unchecked, as they stay unseen.
import type { LayoutUnit, PlacementPage, StreetData } from '../../../core/api';
import { isPlanCategory } from '../../../core/floor-plans';
import { AduType, FitReason, unitFitProblems, type FitObstacle, type FitProblem } from '../../../core/placement';
import { reportLotEdges } from '../../../core/report';
import { EdgeKind, type LotEdge } from '../../../core/setback';
import { formatFeetTenths } from '../i18n/format';
import type { Locale, MessageKey } from '../i18n/messages';
import type { Translate } from '../i18n/use-translate';
import { pageArea } from './page-area';

/** What a unit may run into, for naming it: the house, another building, or another unit of a category. */
export type FitObstacleName = { kind: 'house' } | { kind: 'outbuilding' } | { kind: 'unit'; category: string };

/** Why a unit does not fit, with what each obstacle index names. */
export interface UnitFit {
  problems: FitProblem[];
  names: FitObstacleName[];
}

/** The lot edges of street data as core's edges. */
export function lotEdgesOf(property: Pick<StreetData, 'lot_edges'>): LotEdge[] {
  // With their confidence: a low-confidence line takes the stricter setback here as in the server's area.
  return reportLotEdges(property);
}

/** The front, side and rear setbacks a unit of `page` keeps, and its separation from buildings; null where unknown, locked, or (the playground) the analysis's to judge. */
function setbacksOf(property: StreetData, page: PlacementPage) {
  if (page === 'playground' || pageArea(property, page).state === 'locked') return null;
  const values = page === 'in-home-apartment' ? property.bylaws.adu.placement.int_setbacks : property.bylaws.adu.placement.ext_setbacks;
  const { front, side, rear, building } = values;
  const separationFt = page === 'backyard-cottage' ? (building ?? 0) : 0;
  if (front === null || side === null || rear === null) return { lines: null, separationFt };
  return { lines: { frontFt: front, sideFt: side, rearFt: rear }, separationFt };
}

/** Why `unit` does not fit where it stands among the page's `units` on `property`; no problems when it fits. */
export function unitFitOf(unit: LayoutUnit, units: readonly LayoutUnit[], property: StreetData): UnitFit {
  const page = unit.properties.page;
  const setbacks = setbacksOf(property, page);
  const obstacles: FitObstacle[] = [];
  const names: FitObstacleName[] = [];
  if (page !== 'in-home-apartment') {
    for (const building of property.buildings_geojson.features) {
      obstacles.push({ geometry: building.geometry, separationFt: setbacks?.separationFt ?? 0 });
      names.push({ kind: building.properties.kind === 'main' ? 'house' : 'outbuilding' });
    }
  }
  for (const other of units) {
    if (other.properties.id === unit.properties.id) continue;
    obstacles.push({ geometry: other.geometry, separationFt: 0 });
    names.push({ kind: 'unit', category: other.properties.category });
  }
  const problems = unitFitProblems(unit.geometry, { lot: property.lot, edges: lotEdgesOf(property), setbacks: setbacks?.lines ?? null, obstacles });
  return { problems, names };
}

/** Whether `geometry` overlaps any of the page's other units or (off the in-home apartment's page) a building: the unit is drawn in conflict then. */
export function isOverlapping(unit: LayoutUnit, units: readonly LayoutUnit[], property: StreetData): boolean {
  return unitFitOf(unit, units, property).problems.some((p) => p.reason === FitReason.Overlap);
}

/** The name of a plan category for people ('Shed', 'Pool'), or null for one outside the catalogue's. */
export function unitCategoryLabel(t: Translate, category: string): string | null {
  return isPlanCategory(category) ? t(`unitCategory.${category}`) : null;
}

/**
 * What a unit is called on the map and in lists: a playground structure by its category (a pool
 * on the house is still the pool), an ADU by its type. A legend, which explains colours, names a
 * structure by its category only while it has the playground's colour (`byColour`).
 */
export function unitKindLabel(t: Translate, unit: Pick<LayoutUnit, 'properties'>, { byColour = false } = {}): string {
  const named = byColour ? unit.properties.adu_type === AduType.Playground : unit.properties.page === 'playground';
  return (named ? unitCategoryLabel(t, unit.properties.category) : null) ?? t(`aduType.${unit.properties.adu_type}`);
}

const SETBACK_KEYS = {
  [EdgeKind.Front]: 'fit.setback.front',
  [EdgeKind.ExteriorSide]: 'fit.setback.exteriorSide',
  [EdgeKind.InteriorSide]: 'fit.setback.side',
  [EdgeKind.Rear]: 'fit.setback.rear',
  [EdgeKind.Unknown]: 'fit.setback.unknown',
} as const satisfies Record<EdgeKind, MessageKey>;

function obstacleName(t: Translate, name: FitObstacleName | undefined): string {
  if (name?.kind === 'house') return t('fit.name.house');
  if (name?.kind !== 'unit') return t('fit.name.outbuilding');
  const category = unitCategoryLabel(t, name.category);
  return category ? t('fit.name.unit', { category: category.toLocaleLowerCase() }) : t('fit.name.outbuilding');
}

/** Each reason of `fit` in words, in its order: '1.8 ft inside the 5 ft side setback', 'Overlaps the shed'. */
export function fitReasonTexts(t: Translate, locale: Locale, { problems, names }: UnitFit): string[] {
  const feet = (value: number) => formatFeetTenths(value, locale);
  return problems.map((p) => {
    switch (p.reason) {
      case FitReason.Setback:
        return t(SETBACK_KEYS[p.line], { inside: feet(p.insideFt), setback: feet(p.setbackFt) });
      case FitReason.LotLine:
        return t('fit.lotLine', { outside: feet(p.outsideFt) });
      case FitReason.Separation:
        return t('fit.separation', { inside: feet(p.insideFt), separation: feet(p.separationFt), name: obstacleName(t, names[p.obstacle]) });
      case FitReason.Overlap:
        return t('fit.overlap', { name: obstacleName(t, names[p.obstacle]) });
    }
  });
}

const FORBIDDEN_TYPES: ReadonlySet<string> = new Set([AduType.ForbiddenArea, AduType.ForbiddenDetachedInternalArea]);

/** Whether a unit fits where it stands, and the sentence that says so or why not. */
export interface FitStatus {
  /** Null when it is not known: off the in-home apartment's page, where the house's position is not in the data. */
  fits: boolean | null;
  text: string;
  /** Each reason in words; empty when it fits, or when its type forbids the place for a reason not measured. */
  reasons: string[];
}

/** Whether `unit` fits where it stands now among the page's `units`, in words. */
export function fitStatusOf(t: Translate, locale: Locale, unit: LayoutUnit, units: readonly LayoutUnit[], property: StreetData): FitStatus {
  const reasons = fitReasonTexts(t, locale, unitFitOf(unit, units, property));
  if (reasons.length > 0) return { fits: false, text: t('fit.reasons', { reasons: reasons.join('; ') }), reasons };
  if (FORBIDDEN_TYPES.has(unit.properties.adu_type)) return { fits: false, text: t('fitNote.moved'), reasons };
  const area = pageArea(property, unit.properties.page).state;
  // Clear of the buildings the data has is no fit where the house itself is missing from it (issue 31).
  if (area === 'house-unknown') return { fits: null, text: t('fit.notKnown'), reasons };
  const known = unit.properties.page !== 'playground' && area === 'known';
  return { fits: true, text: known ? t('placementKind.setback_fit') : t('fit.clear'), reasons };
}
