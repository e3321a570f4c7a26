// The words of a failed call for a toast: the API's own message when it sent one, else what
// happened (no answer, or the status), in the reader's language.
import { ApiRequestError } from '../../api/client';
import type { OrgTranslate } from '../i18n/org-messages';

/** The message of a failed call. */
export function problemText(error: unknown, t: OrgTranslate): string {
  if (error instanceof ApiRequestError) {
    if (error.body?.error.message) return error.body.error.message;
    return error.status === 0 ? t('settings.unreachable') : t('settings.failedStatus', { status: error.status });
  }
  return error instanceof Error ? error.message : String(error);
}

/** The field messages of a refused body (400), if the answer has them. */
export function problemFields(error: unknown): Record<string, string[]> | undefined {
  return error instanceof ApiRequestError && error.status === 400 ? error.body?.error.fields : undefined;
}
