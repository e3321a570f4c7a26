// Summary: the overall status of the ADU type with its likelihood label, and the summary
// sentence the rules engine wrote (core's summaryText) in the reader's language.
import type { AduKind } from '../../../../core/rules';
import { useRuleTexts, useTranslate } from '../../i18n/use-translate';
import { StatusBadge } from '../StatusBadge';
import { LockedValue } from '../../ui/LockedValue';
import { isLocked, useReport } from '../../shell/report-context';

/** The overall status and summary of one ADU type. */
export function SummarySection({ kind }: { kind: AduKind }) {
  const t = useTranslate();
  const rules = useRuleTexts();
  const { property, onLocked } = useReport();
  const adu = property.bylaws.adu;
  return (
    <dl className="report-rows">
      <div className="report-row">
        <dt>{t('summary.likelihood')}</dt>
        <dd>
          <StatusBadge status={adu.status[kind]} percent={adu.likelihood?.[kind]} />
        </dd>
      </div>
      <div className="report-row report-row--wide">
        <dt className="visually-hidden">{t('section.summary')}</dt>
        <dd>
          {isLocked(property, 'bylaws.adu.summary') ? (
            <LockedValue chars={36} onUnlock={onLocked} />
          ) : (
            <p className="summary-text">{rules.text(adu.summary[kind] ?? '')}</p>
          )}
        </dd>
      </div>
    </dl>
  );
}
