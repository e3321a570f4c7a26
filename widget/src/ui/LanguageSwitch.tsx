// The EN/ES switch of the widget: two toggle buttons in a labelled group, each showing its code
// and named in its own language, the current one pressed. The choice lasts for the visit (i18n/locale-choice.ts).
import { useChooseLocale } from '../i18n/locale-choice';
import type { Locale } from '../i18n/messages';
import { useLocale, useTranslate } from '../i18n/use-translate';

const LOCALES: readonly Locale[] = ['en', 'es'];

/** The switch, or nothing where the language cannot be changed. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslate();
  const locale = useLocale();
  const choose = useChooseLocale();
  if (!choose) return null;
  return (
    <div className={`language-switch${className ? ` ${className}` : ''}`} role="group" aria-label={t('language.label')}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          className="language-switch__option"
          lang={option}
          aria-pressed={locale === option}
          onClick={() => {
            if (option !== locale) choose(option);
          }}
        >
          {/* Seen: the short code; heard: the language's name. */}
          <span aria-hidden="true">{t(`language.code.${option}`)}</span>
          <span className="visually-hidden">{t(`language.name.${option}`)}</span>
        </button>
      ))}
    </div>
  );
}
