// How a laid-out unit is kept: the form it is saved in (PATCH /api/properties/:id, a visitor's
// kept playground) and read back from. A unit comes back exactly as it was saved: its corners to
// the last bit (JSON carries a double exactly), its rotation as one turn in (-180, 180] to a
// thousandth of a degree (the precision edits keep), its plan, kind and fit unchanged. A turn of
// any size is the same turn once kept, so a unit turned round many times still saves.
import * as v from 'valibot';
import { LayoutUnitSchema, type LayoutUnit } from './layout.schema';

/** Decimals of a kept rotation in degrees. */
export const ROTATION_DECIMALS = 3;

/** `deg` as one turn in (-180, 180], to ROTATION_DECIMALS decimals, never -0. */
export function keptRotationDeg(deg: number): number {
  const scale = 10 ** ROTATION_DECIMALS;
  const turn = ((Math.round(deg * scale) % (360 * scale)) + 360 * scale) % (360 * scale);
  const half = turn > 180 * scale ? turn - 360 * scale : turn;
  return half / scale + 0;
}

/** The unit in the form it is saved in: only its rotation is put in kept form. */
export function encodeLayoutUnit(unit: LayoutUnit): LayoutUnit {
  const rotation_deg = keptRotationDeg(unit.properties.rotation_deg);
  return rotation_deg === unit.properties.rotation_deg ? unit : { ...unit, properties: { ...unit.properties, rotation_deg } };
}

/** The units of a layout in the form they are saved in. */
export function encodeLayoutUnits(list: readonly LayoutUnit[]): LayoutUnit[] {
  return list.map(encodeLayoutUnit);
}

/** A saved unit read back (as it came out of JSON), checked against the payload schema; throws when it is none. */
export function decodeLayoutUnit(value: unknown): LayoutUnit {
  return v.parse(LayoutUnitSchema, value);
}
