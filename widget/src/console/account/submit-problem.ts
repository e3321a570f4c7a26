// What went wrong with an account form's submit, read from the API's answer: field messages of a
// 400 (`{ error: { fields } }`, core/api/error.schema.ts) beside their inputs, the rest above the
// form, and a network failure as a toast.
import { ApiRequestError } from '../../api/client';

/** A failed submit, as the form shows it. */
export type SubmitProblem =
  /** 400: messages per field of the form, and the others (unknown fields, none) for the whole form. */
  | { kind: 'invalid'; fields: Record<string, string[]>; form: string[] }
  /** 401 on sign-in: 'Email or password is incorrect.' */
  | { kind: 'credentials' }
  /** 409 on sign-up: the email has an account. */
  | { kind: 'email-taken' }
  /** 429: wait `retryAfterSeconds` (null when the server did not say). */
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  /** No answer at all. */
  | { kind: 'network' }
  /** Any other answer. */
  | { kind: 'failed' };

/** The problem of `error` for a form with `fieldNames`; a programmer error (not an API error) is rethrown. */
export function submitProblem(error: unknown, fieldNames: readonly string[]): SubmitProblem {
  if (!(error instanceof ApiRequestError)) throw error;
  switch (error.status) {
    case 0:
      return { kind: 'network' };
    case 401:
      return { kind: 'credentials' };
    case 409:
      return { kind: 'email-taken' };
    case 429:
      return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds ?? null };
    case 400: {
      const fields: Record<string, string[]> = {};
      const form: string[] = [];
      for (const [path, messages] of Object.entries(error.body?.error.fields ?? {})) {
        if (fieldNames.includes(path)) (fields[path] ??= []).push(...messages);
        else form.push(...messages);
      }
      if (Object.keys(fields).length === 0 && form.length === 0 && error.body) form.push(error.body.error.message);
      return { kind: 'invalid', fields, form };
    }
    default:
      return { kind: 'failed' };
  }
}

