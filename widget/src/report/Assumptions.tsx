// What marks an inferred report value: an 'Inferred' tag and the assumptions it rests on, in the
// visitor's words. A value with no assumption shows nothing here: it is verified by its sources.
import type { Assumption } from '../../../core/rules';
import { useRuleTexts, useTranslate } from '../i18n/use-translate';
import { useReport } from '../shell/report-context';

/** The assumptions of some report fields ('adu.ext_legal'...), each sentence once. */
export function useAssumptions(fields: readonly string[]): Assumption[] {
  const { property } = useReport();
  const seen = new Set<string>();
  return fields
    .flatMap((field) => property.bylaws.assumptions?.[field] ?? [])
    .filter((a) => {
      const key = `${a.key}|${JSON.stringify(a.params)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The 'Inferred' tag and the assumptions of the fields, or nothing when every value is verified. */
export function Assumptions({ fields }: { fields: readonly string[] }) {
  const t = useTranslate();
  const rules = useRuleTexts();
  const assumptions = useAssumptions(fields);
  if (assumptions.length === 0) return null;
  return (
    <div className="assumptions" data-basis="inferred" data-fields={fields.join(' ')}>
      <span className="basis basis--inferred" title={t('basis.inferredTitle')}>
        {t('basis.inferred')}
      </span>
      <ul className="assumptions__list" aria-label={t('basis.inferredTitle')}>
        {assumptions.map((a) => (
          <li key={`${a.key}|${JSON.stringify(a.params)}`}>{rules.assumption(a)}</li>
        ))}
      </ul>
    </div>
  );
}
