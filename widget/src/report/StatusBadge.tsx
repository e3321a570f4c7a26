// An overall status: a coloured dot with the likelihood words (never colour alone).
import type { StatusColor } from '../../../core/api/street-data.schema';
import { useTranslate } from '../i18n/use-translate';
import { likelihoodOf } from './labels';

/** The status dot and its likelihood label. */
export function StatusBadge({ status }: { status: StatusColor }) {
  const t = useTranslate();
  const { tone, key } = likelihoodOf(status);
  return (
    <span className={`status status--${tone}`} data-status={status}>
      <span className="status__dot" aria-hidden="true" />
      {t(key)}
    </span>
  );
}
