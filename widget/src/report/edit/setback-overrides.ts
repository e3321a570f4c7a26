// The setback overrides a user sends: `PUT /api/properties/:id/size-limits` takes the whole list
// (spec 1 section 3: bound LOWER, a value in feet, a subject; ADU_ marks the detached type), so
// one change is the stored list with that subject replaced or left out.
import type { SetbackSubject, SizeLimitOverride } from '../../../../core/rules';
import type { AduKind } from '../../../../core/rules';

/**
 * The sides of a setback, as the report names them: the rules' setback subjects, not the kinds of lot
 * line (report/lot-edge-labels.ts). 'side' is the side setback, from interior side lot lines.
 */
export type SetbackSide = 'front' | 'side' | 'rear' | 'building';

const SUBJECT_OF_SIDE: Record<SetbackSide, string> = { front: 'FRONT_SETBACK', side: 'SIDE_SETBACK', rear: 'REAR_SETBACK', building: 'BLD_SETBACK' };

/** The size-limit subject of a setback: the detached type's side setback is 'ADU_SIDE_SETBACK'. */
export function setbackSubject(kind: AduKind, side: SetbackSide): SetbackSubject {
  return `${kind === 'ext' ? 'ADU_' : ''}${SUBJECT_OF_SIDE[side]}` as SetbackSubject;
}

/** `list` with `subject` set to `valueFt`, or without it when `valueFt` is null (back to the rules' value). */
export function withSetback(list: readonly SizeLimitOverride[], subject: SetbackSubject, valueFt: number | null): SizeLimitOverride[] {
  const others = list.filter((override) => override.subject !== subject);
  return valueFt === null ? others : [...others, { bound: 'LOWER', value: valueFt, subject }];
}
