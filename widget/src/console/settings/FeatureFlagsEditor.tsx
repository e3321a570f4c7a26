// The advanced feature-flag editor (spec 6: dotted keys, a false parent turns its children off):
// each flag with a switch and Remove, a key field checked with the core schema before Add, and a
// note on every flag a parent turns off.
import { useId, useState } from 'react';
import type { FeatureFlags } from '../../../../core/api';
import { useOrgTranslate } from '../i18n/org-messages';
import { checkFlagKey, childrenTurnedOff, flagKeys, FlagKeyReason, offBecauseOf, removeFlag, setFlag } from './feature-flags';

interface Props {
  /** The flags edited here (the modules excluded). */
  flags: FeatureFlags;
  /** Every flag as it will be saved (modules included), for the notes about parents. */
  allFlags: FeatureFlags;
  errors: readonly string[] | undefined;
  isEditable: boolean;
  onChange(flags: FeatureFlags): void;
}

/** The flags' list and the form that adds one. */
export function FeatureFlagsEditor({ flags, allFlags, errors, isEditable, onChange }: Props) {
  const t = useOrgTranslate();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [isTried, setTried] = useState(false);
  const check = checkFlagKey(draft, flags);
  const draftError = !check.valid && (isTried || check.reason !== FlagKeyReason.Empty)
    ? check.reason === FlagKeyReason.Invalid
      ? check.message!
      : t(`settings.flagKey.${check.reason}`)
    : undefined;
  const keys = flagKeys(flags);
  const add = () => {
    setTried(true);
    if (!check.valid) return;
    onChange(setFlag(flags, check.key, true));
    setDraft('');
    setTried(false);
  };

  return (
    <details className="settings-flags">
      <summary className="settings-flags__summary">{t('settings.flags')}</summary>
      <p className="settings-field__hint">{t('settings.flagsHint')}</p>
      {keys.length === 0 ? (
        <p className="settings-note">{t('settings.flagsNone')}</p>
      ) : (
        <ul className="settings-flags__list">
          {keys.map((key) => {
            const parent = offBecauseOf(allFlags, key);
            const children = childrenTurnedOff(allFlags, key);
            const noteId = `${id}-${keys.indexOf(key)}-note`;
            const note = parent && flags[key] ? t('settings.flagOffBecause', { parent }) : children.length > 0 ? t('settings.flagTurnsOff', { children: children.join(', ') }) : undefined;
            return (
              <li key={key} className="settings-flags__item">
                <label className="settings-flags__key">
                  <input type="checkbox" role="switch" checked={flags[key]} disabled={!isEditable} aria-describedby={note ? noteId : undefined} onChange={(event) => onChange(setFlag(flags, key, event.target.checked))} />
                  <code>{key}</code>
                </label>
                {note && (
                  <span id={noteId} className="settings-flags__note">
                    {note}
                  </span>
                )}
                {isEditable && (
                  <button type="button" className="link-button settings-flags__remove" aria-label={t('settings.flagRemove', { key })} onClick={() => onChange(removeFlag(flags, key))}>
                    {t('settings.remove')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {isEditable && (
        <div className="settings-flags__add">
          <label className="settings-field__label" htmlFor={`${id}-key`}>
            {t('settings.flagKey')}
          </label>
          <div className="settings-inline">
            <input
              id={`${id}-key`}
              className="settings-field__input settings-field__input--code"
              type="text"
              spellCheck={false}
              autoComplete="off"
              placeholder="report.pdf"
              value={draft}
              aria-invalid={draftError ? true : undefined}
              aria-describedby={draftError ? `${id}-key-error` : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <button type="button" className="button" onClick={add}>
              {t('settings.flagAdd')}
            </button>
          </div>
          {draftError && (
            <p id={`${id}-key-error`} className="settings-field__error">
              {draftError}
            </p>
          )}
        </div>
      )}
      {errors && <p className="settings-field__error">{errors.join(' ')}</p>}
    </details>
  );
}
