// The playground's live physical check (spec 2 section 4, 'Physical rules'): each unit on the
// playground is checked against its category's rule (core/playground/physical-rules.ts) among the
// buildings shown there; a unit that breaks it is a notice and is typed as a forbidden area until
// it is moved where the rule holds, when it is the playground's again.
import type { LayoutUnit } from '../../../core/api';
import type { Polygon } from '../../../core/geo';
import { AduType } from '../../../core/placement';
import { checkPhysicalRules, HOUSE_CATEGORIES, mainHousesOf, type ExistingBuilding, type PhysicalReason } from '../../../core/playground';

/** How long after the last change of the playground's units they are checked (spec 2 section 9: 300 ms). */
export const PHYSICAL_CHECK_DELAY_MS = 300;

/** A unit that breaks its category's rule. */
export interface PhysicalNotice {
  unitId: string;
  category: string;
  reason: PhysicalReason;
}

/** The notices of the playground's `units` among the `existing` buildings shown with them. */
export function physicalNotices(units: readonly LayoutUnit[], existing: readonly ExistingBuilding[]): PhysicalNotice[] {
  const buildings = existing.map((building) => building.geometry);
  // A new home placed on the playground is a main house too: an addition may join it.
  const newHomes: Polygon[] = units.filter((unit) => (HOUSE_CATEGORIES as readonly string[]).includes(unit.properties.category)).map((unit) => unit.geometry);
  const mainHouses = [...mainHousesOf(existing), ...newHomes];
  const notices: PhysicalNotice[] = [];
  for (const unit of units) {
    const check = checkPhysicalRules(unit.geometry, unit.properties.category, { buildings, mainHouses });
    if (!check.valid) notices.push({ unitId: unit.properties.id, category: unit.properties.category, reason: check.reason });
  }
  return notices;
}

/** The ADU type a playground unit takes after the check: a forbidden area while it has a notice. */
export function physicalTypeOf(unit: LayoutUnit, notices: readonly PhysicalNotice[]): AduType {
  return notices.some((notice) => notice.unitId === unit.properties.id) ? AduType.ForbiddenArea : AduType.Playground;
}
