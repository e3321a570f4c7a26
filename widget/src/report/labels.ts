// Words for the rules engine's labels. The decisions are core's (legalLabel, likelihoodLabel,
// badgeText in core/rules/status.ts); this maps each outcome to a message key so it reads in the
// visitor's language. labels.test.ts holds the English catalogue to core's exact wording.
import type { StatusColor } from '../../../core/rules';
import type { LegalStatus, RuleTexts } from '../../../core/rules';
import { badgeText, likelihoodLabel, STATUS_PERCENT } from '../../../core/rules';
import type { MessageKey } from '../i18n/messages';
import type { Translate } from '../i18n/use-translate';

/** The message key of a legal status; null (no source gives one) has its own words. */
export function legalKey(status: LegalStatus | null): MessageKey {
  return status === null ? 'legal.unknown' : `legal.${status}`;
}

/**
 * The allowed percentage an overall status stands for, as the playground's permission statuses
 * map (spec 2 section 4: 100, 60, 1), so the likelihood label follows the spec's thresholds.
 */
export { STATUS_PERCENT };

/** The likelihood label of an overall status, or of the report's own percentage: its tone and message key. */
export function likelihoodOf(status: StatusColor, percent?: number): { tone: 'success' | 'warning' | 'error'; key: MessageKey } {
  const { tone } = likelihoodLabel(percent ?? STATUS_PERCENT[status]);
  return { tone, key: `likelihood.${tone}` };
}

/** The badge of a special consideration in the visitor's words; a custom badge text in the rules' words where they have them ('Within 40 ft'), else as given. */
export function badgeOf(status: StatusColor, custom: string | null | undefined, t: Translate, rules: RuleTexts): string {
  const text = badgeText(status, custom);
  if (status === 'GREEN') return t('badge.notDetected');
  return custom ? rules.text(text) : t('badge.detected');
}
