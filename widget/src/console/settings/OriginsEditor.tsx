// The allowed embedding origins (core's normalizeOrigin): the list with Remove, and a field that
// says what a typed origin will be saved as, or why it cannot be added, before Add.
import { useId, useState } from 'react';
import { useOrgTranslate } from '../i18n/org-messages';
import { checkOrigin, OriginReason } from './origins';

interface Props {
  origins: string[];
  errorsOf(key: string): string[] | undefined;
  isEditable: boolean;
  onChange(origins: string[]): void;
}

/** The origins' list editor. */
export function OriginsEditor({ origins, errorsOf, isEditable, onChange }: Props) {
  const t = useOrgTranslate();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [isTried, setTried] = useState(false);
  const check = checkOrigin(draft, origins);
  const feedback = check.valid
    ? check.isChanged
      ? { kind: 'hint' as const, text: t('settings.originSavedAs', { origin: check.origin }) }
      : undefined
    : check.reason === OriginReason.Empty && !isTried
      ? undefined
      : { kind: 'error' as const, text: t(`settings.origin.${check.reason}`) };
  const add = () => {
    setTried(true);
    if (!check.valid) return;
    onChange([...origins, check.origin]);
    setDraft('');
    setTried(false);
  };

  return (
    <div className="settings-origins">
      {origins.length === 0 ? (
        <p className="settings-note">{t('settings.originsNone')}</p>
      ) : (
        <ul className="settings-origins__list" aria-label={t('settings.origins')}>
          {origins.map((origin, index) => {
            const errors = errorsOf(`allowed_origins.${index}`);
            return (
              <li key={origin} className="settings-origins__item">
                <code data-field={`allowed_origins.${index}`} aria-invalid={errors ? true : undefined} tabIndex={errors ? -1 : undefined}>
                  {origin}
                </code>
                {isEditable && (
                  <button type="button" className="link-button" aria-label={t('settings.originRemove', { origin })} onClick={() => onChange(origins.filter((other) => other !== origin))}>
                    {t('settings.remove')}
                  </button>
                )}
                {errors && <span className="settings-field__error">{errors.join(' ')}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {isEditable && (
        <div className="settings-origins__add">
          <label className="settings-field__label" htmlFor={`${id}-origin`}>
            {t('settings.originAddLabel')}
          </label>
          <div className="settings-inline">
            <input
              id={`${id}-origin`}
              className="settings-field__input"
              type="url"
              inputMode="url"
              spellCheck={false}
              autoComplete="off"
              placeholder="https://builder.example"
              value={draft}
              aria-invalid={feedback?.kind === 'error' ? true : undefined}
              aria-describedby={feedback ? `${id}-origin-feedback` : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <button type="button" className="button" onClick={add}>
              {t('settings.originAdd')}
            </button>
          </div>
          {feedback && (
            <p id={`${id}-origin-feedback`} className={feedback.kind === 'error' ? 'settings-field__error' : 'settings-field__hint'}>
              {feedback.text}
            </p>
          )}
        </div>
      )}
      {errorsOf('allowed_origins') && <p className="settings-field__error">{errorsOf('allowed_origins')!.join(' ')}</p>}
    </div>
  );
}
