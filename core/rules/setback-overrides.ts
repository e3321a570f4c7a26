// A user's own setback of a property (spec 1 section 7, `PUT /api/properties/:id/size-limits`): the
// evaluation takes it as a lower bound on the rules' setback of that subject.

/** Setback subjects; the ADU_ prefix marks the detached type (backyard cottage). */
export const SETBACK_SUBJECTS = [
  'FRONT_SETBACK',
  'REAR_SETBACK',
  'SIDE_SETBACK',
  'BLD_SETBACK',
  'ADU_FRONT_SETBACK',
  'ADU_REAR_SETBACK',
  'ADU_SIDE_SETBACK',
  'ADU_BLD_SETBACK',
] as const;
export type SetbackSubject = (typeof SETBACK_SUBJECTS)[number];

/** One size-limit override: the setback of `subject` is at least `value` feet. */
export interface SizeLimitOverride {
  bound: 'LOWER';
  value: number;
  subject: SetbackSubject;
}
