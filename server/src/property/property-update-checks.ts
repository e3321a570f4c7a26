// What a user's update of a property must fit beyond its schema: a zone of the property's town, a
// property type on offer, a corrected lot near the surveyed one, edge labels of edges the lot has,
// and added buildings and units within reach of the lot the user will see. Each problem is a
// message under the field it concerns, as a 400 names them.
import { cornerCount, MAX_PROPERTY_CORNERS, propertyCornersMessage, type LayoutUnit, type PropertyUpdate } from '../../../core/api';
import type { AreaGeometry } from '../../../core/geo';
import { PropertyType } from '../../../core/property';
import { RULESETS, selectRulesets } from '../../../core/rules';
import type { Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { isoDay } from '../rules/rules-service';
import { cornerPairs, farFromLotProblems, type DrawnShapeAt } from './drawn-shapes';
import { computeDeadlineMs, computePool } from '../compute/compute-pool';
import { lotContext } from '../lot/lot-geometry';
import { loadOverrides } from './overrides-store';
import type { LotRow } from './property-store';

/** Messages by dotted field path; empty when the update fits. */
export type FieldProblems = Record<string, string[]>;

/** Checks the fact keys against the property: zones of its town and the property-type choices (the corrected lot is checked in the compute pool). */
function checkFacts(parcel: LotRow, update: PropertyUpdate, fields: FieldProblems, now: Date): void {
  if (update.zone_code) {
    const { town } = selectRulesets({ state: parcel.state, jurisdictionId: parcel.jurisdictionId }, RULESETS, isoDay(now));
    const zones = (town?.zones ?? []).map((z) => z.code).sort();
    if (!zones.includes(update.zone_code)) {
      fields.zone_code = [zones.length > 0 ? `zone_code must be one of ${zones.join(', ')}` : 'This town has no zones on file to choose from'];
    }
  }
  if (update.use_code_desc) {
    const choices: string[] = [...Object.values(PropertyType), ...(parcel.useDescription ? [parcel.useDescription] : [])];
    if (!choices.includes(update.use_code_desc)) fields.use_code_desc = [`use_code_desc must be one of ${choices.join(', ')}`];
  }
}

/** The units of an update with their field paths. */
function unitsOf(update: PropertyUpdate): [string, LayoutUnit[]][] {
  const pages = Object.entries(update.layouts ?? {}).map(([page, list]): [string, LayoutUnit[]] => [`layouts.${page}`, list ?? []]);
  return [...pages, ['playground', update.playground ?? []]];
}

/** Checks what depends on the lot the user sees: edge indices, and added buildings and units within reach of it. */
async function checkAgainstLot(db: Db, parcel: LotRow, lot: AreaGeometry, update: PropertyUpdate, fields: FieldProblems): Promise<void> {
  if (Array.isArray(update.lot_edges) && update.lot_edges.length > 0) {
    const count = await computePool().run('lotEdgeCount', [lot, await lotContext(db, parcel.id, lot)], computeDeadlineMs());
    if (update.lot_edges.some((edge) => edge.index >= count)) fields.lot_edges = [`The lot has ${count} edges, numbered 0 to ${count - 1}`];
  }
  const shapes: DrawnShapeAt[] = [
    ...(update.buildings_geojson?.features ?? []).map((building, i) => ({ field: `buildings_geojson.features.${i}`, what: 'A building', shape: building.geometry })),
    ...unitsOf(update).flatMap(([key, list]) => list.map((unit, i) => ({ field: `${key}.${i}`, what: 'A unit', shape: unit.geometry }))),
  ];
  if (shapes.length > 0) Object.assign(fields, await computePool().runUnlessLight('farFromLot', [lot, shapes], cornerPairs(lot, shapes), computeDeadlineMs(), farFromLotProblems));
}

/**
 * The corners the user keeps on the property once the update is stored (its buildings and edited
 * lot, the update's where it sends them, else the stored ones), against MAX_PROPERTY_CORNERS: every
 * street data of the property computes with them.
 */
async function checkPropertyCorners(db: Db, viewer: Viewer, parcel: LotRow, update: PropertyUpdate, fields: FieldProblems): Promise<void> {
  if (update.buildings_geojson === undefined && (update.lot === undefined || update.lot === '')) return;
  const stored = update.buildings_geojson === undefined || update.lot === undefined ? await loadOverrides(db, viewer, parcel.id) : undefined;
  const buildings = update.buildings_geojson?.features ?? stored?.buildings_geojson?.features ?? [];
  const lot = update.lot === undefined ? stored?.lot : update.lot || null;
  const corners = buildings.reduce((sum, building) => sum + cornerCount(building.geometry), 0) + (lot ? cornerCount(lot) : 0);
  if (corners > MAX_PROPERTY_CORNERS) fields[update.buildings_geojson ? 'buildings_geojson' : 'lot'] = [propertyCornersMessage(corners)];
}

/**
 * The problems of an update on the property, by field. Edges, buildings and units are checked
 * against the lot the user will see: the lot sent, else their stored one, else the public one.
 */
export async function propertyUpdateProblems(db: Db, viewer: Viewer, parcel: LotRow, update: PropertyUpdate, now: Date): Promise<FieldProblems> {
  const fields: FieldProblems = {};
  checkFacts(parcel, update, fields, now);
  if (update.lot) {
    const problem = await computePool().run('userLotProblem', [update.lot, parcel.lot], computeDeadlineMs());
    if (problem) fields.lot = [problem];
  }
  await checkPropertyCorners(db, viewer, parcel, update, fields);
  const needsLot =
    (Array.isArray(update.lot_edges) && update.lot_edges.length > 0) || (update.buildings_geojson?.features.length ?? 0) > 0 || unitsOf(update).some(([, list]) => list.length > 0);
  if (needsLot && !fields.lot) {
    const storedLot = update.lot === undefined ? (await loadOverrides(db, viewer, parcel.id))?.lot : undefined;
    await checkAgainstLot(db, parcel, (update.lot || storedLot) ?? parcel.lot, update, fields);
  }
  return fields;
}
