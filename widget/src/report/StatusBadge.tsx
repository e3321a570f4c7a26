// An overall status: a coloured dot with the likelihood words (never colour alone). The words
// follow the report's likelihood, which is lower where the legal status is only inferred.
import type { StatusColor } from '../../../core/rules';
import { useTranslate } from '../i18n/use-translate';
import { likelihoodOf } from './labels';

/** The status dot and its likelihood label; `percent` where the report gives one. */
export function StatusBadge({ status, percent }: { status: StatusColor; percent?: number | undefined }) {
  const t = useTranslate();
  const { tone, key } = likelihoodOf(status, percent);
  return (
    <span className={`status status--${tone}`} data-status={status} data-likelihood={percent}>
      <span className="status__dot" aria-hidden="true" />
      {t(key)}
    </span>
  );
}
