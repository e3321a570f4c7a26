// The reasons a form's fields are refused, read from core's schemas (spec 5's rules): one reason
// per field, the first its rules give. The forms map reasons to words in the widget's language;
// the English words are the spec's messages (lead-words.test.ts holds them to that).
import * as v from 'valibot';

/** Why a field is refused. */
export const FieldReason = { Required: 'required', TooLong: 'too-long', Invalid: 'invalid' } as const;
export type FieldReason = (typeof FieldReason)[keyof typeof FieldReason];

/** The reason of one valibot issue: a missing value or choice, too long, or anything else. */
export function reasonOf(issue: v.BaseIssue<unknown>): FieldReason {
  if (issue.type === 'non_empty' || issue.type === 'min_length') return FieldReason.Required;
  if (issue.type === 'max_length') return FieldReason.TooLong;
  return FieldReason.Invalid;
}

/**
 * The first reason of each refused field of `value` against `schema`, keyed by its dotted path:
 * `name`, `consider`, `address.addr_city` (items of a list count for the list).
 */
export function issuesByField(schema: v.GenericSchema, value: unknown): Partial<Record<string, FieldReason>> {
  const result = v.safeParse(schema, value);
  const reasons: Partial<Record<string, FieldReason>> = {};
  if (result.success) return reasons;
  for (const issue of result.issues) {
    const keys = (issue.path ?? []).filter((item) => item.type === 'object').map((item) => String(item.key));
    const field = keys.join('.');
    if (field && !(field in reasons)) reasons[field] = reasonOf(issue);
  }
  return reasons;
}
