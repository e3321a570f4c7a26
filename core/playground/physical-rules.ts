// The playground's physical rules (spec 2 section 4, 'Physical rules'): a pool, a backyard cottage
// and a sport court stand apart from every existing building; an in-home apartment and a home
// addition are joined to the main house. Checks answer reasons (PhysicalReason), which the widget
// turns into spec 8's notices and the analysis into a failed 'physical' check.
import type { PlanCategory } from '../floor-plans/category';
import { areaSqFt } from '../geo/area';
import type { AreaGeometry, Polygon } from '../geo/geojson.schema';
import { distanceFt } from '../geo/polygon-relations';

/**
 * Feet within which two outlines count as touching. A hand-dragged outline never lands exactly on
 * a wall: 3 inches is less than a wall's thickness, so a structure this close is against it.
 */
export const TOUCH_TOLERANCE_FT = 0.25;

/** What a category's structures must do. */
export const PhysicalRule = {
  /** Stand clear of every existing building. */
  ApartFromBuildings: 'apart-from-buildings',
  /** Touch or overlap the main house. */
  JoinedToMainHouse: 'joined-to-main-house',
} as const;
export type PhysicalRule = (typeof PhysicalRule)[keyof typeof PhysicalRule];

/** Why a structure breaks its category's rule. */
export const PhysicalReason = {
  /** Spec 8: '<Label> cannot be connected to an existing building structure.' */
  TouchesBuilding: 'touches-building',
  /** Spec 8: '<Label> must be connected to the main house.' */
  NotConnected: 'not-connected',
} as const;
export type PhysicalReason = (typeof PhysicalReason)[keyof typeof PhysicalReason];

/** The rule of each category that has one (spec 2 section 4). */
export const PHYSICAL_RULES: Readonly<Partial<Record<PlanCategory, PhysicalRule>>> = {
  pool: PhysicalRule.ApartFromBuildings,
  'backyard-cottage': PhysicalRule.ApartFromBuildings,
  'sport-court': PhysicalRule.ApartFromBuildings,
  'in-home-apartment': PhysicalRule.JoinedToMainHouse,
  'home-additions': PhysicalRule.JoinedToMainHouse,
};

/** Categories whose structures are a main house: a new home placed on the playground counts as one. */
export const HOUSE_CATEGORIES: readonly PlanCategory[] = ['single-family', 'multi-family'];

/** The rule of `category`, or null when its structures may stand anywhere. */
export function physicalRuleOf(category: string): PhysicalRule | null {
  return (PHYSICAL_RULES as Readonly<Record<string, PhysicalRule>>)[category] ?? null;
}

/** Whether two outlines overlap or come within TOUCH_TOLERANCE_FT of each other. */
export function isTouching(a: AreaGeometry, b: AreaGeometry): boolean {
  return distanceFt(a, b) <= TOUCH_TOLERANCE_FT;
}

/** An existing building as the rules see it: its outline and whether the data calls it the main one. */
export interface ExistingBuilding {
  geometry: Polygon;
  kind: string;
}

/** The main house among `buildings`: those of kind 'main', else the largest one; none without buildings. */
export function mainHousesOf(buildings: readonly ExistingBuilding[]): Polygon[] {
  const main = buildings.filter((building) => building.kind === 'main').map((building) => building.geometry);
  if (main.length > 0 || buildings.length === 0) return main;
  let largest = buildings[0]!.geometry;
  for (const building of buildings) if (areaSqFt(building.geometry) > areaSqFt(largest)) largest = building.geometry;
  return [largest];
}

/** What a structure is checked against. */
export interface PhysicalSurroundings {
  /** Every existing building on the lot (the survey's and those the user drew). */
  buildings: readonly AreaGeometry[];
  /** The main house: the main existing building and any new home placed with it. */
  mainHouses: readonly AreaGeometry[];
}

/** The outcome of the physical check of one structure. */
export type PhysicalCheck = { valid: true } | { valid: false; reason: PhysicalReason };

/** Checks one structure of `category` standing at `geometry` against its category's rule. */
export function checkPhysicalRules(geometry: Polygon, category: string, surroundings: PhysicalSurroundings): PhysicalCheck {
  const rule = physicalRuleOf(category);
  if (rule === PhysicalRule.ApartFromBuildings && surroundings.buildings.some((building) => isTouching(geometry, building))) {
    return { valid: false, reason: PhysicalReason.TouchesBuilding };
  }
  if (rule === PhysicalRule.JoinedToMainHouse && !surroundings.mainHouses.some((house) => isTouching(geometry, house))) {
    return { valid: false, reason: PhysicalReason.NotConnected };
  }
  return { valid: true };
}
