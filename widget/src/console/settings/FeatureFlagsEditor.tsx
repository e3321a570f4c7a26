// The advanced feature-flag editor (spec 6: dotted keys, a false parent turns its children off):
// each flag with a switch and Remove, a key field checked with the core schema before Add, and a
// note on every flag a parent turns off.
import type { FeatureFlags } from '../../../../core/api';
import { useOrgTranslate } from '../i18n/org-messages';
import { checkFlagKey, childrenTurnedOff, flagKeys, FlagKeyReason, offBecauseOf, removeFlag, setFlag } from './feature-flags';
import { ListEditor, type DraftCheck } from './ListEditor';

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
  const keys = flagKeys(flags);
  const check = (draft: string, isTried: boolean): DraftCheck<string> => {
    const checked = checkFlagKey(draft, flags);
    if (checked.valid) return { value: checked.key };
    const isShown = isTried || checked.reason !== FlagKeyReason.Empty;
    const text = checked.reason === FlagKeyReason.Invalid ? checked.message! : t(`settings.flagKey.${checked.reason}`);
    return { value: undefined, feedback: isShown ? { kind: 'error', text } : undefined };
  };
  const noteOf = (key: string): string | undefined => {
    const parent = offBecauseOf(allFlags, key);
    const children = childrenTurnedOff(allFlags, key);
    return parent && flags[key] ? t('settings.flagOffBecause', { parent }) : children.length > 0 ? t('settings.flagTurnsOff', { children: children.join(', ') }) : undefined;
  };

  return (
    <details className="settings-flags">
      <summary className="settings-flags__summary">{t('settings.flags')}</summary>
      <p className="settings-field__hint">{t('settings.flagsHint')}</p>
      <ListEditor
        block="settings-flags"
        items={keys}
        keyOf={(key) => key}
        renderItem={(key, index, id) => {
          const noteId = `${id}-${index}-note`;
          const note = noteOf(key);
          return (
            <>
              <label className="settings-flags__key">
                <input type="checkbox" role="switch" checked={flags[key]} disabled={!isEditable} aria-describedby={note ? noteId : undefined} onChange={(event) => onChange(setFlag(flags, key, event.target.checked))} />
                <code>{key}</code>
              </label>
              {note && (
                <span id={noteId} className="settings-flags__note">
                  {note}
                </span>
              )}
            </>
          );
        }}
        noneText={t('settings.flagsNone')}
        isEditable={isEditable}
        removeText={t('settings.remove')}
        removeLabel={(key) => t('settings.flagRemove', { key })}
        removeClassName="link-button settings-flags__remove"
        onRemove={(key) => onChange(removeFlag(flags, key))}
        draftName="key"
        draftLabel={t('settings.flagKey')}
        addText={t('settings.flagAdd')}
        inputProps={{ className: 'settings-field__input settings-field__input--code', type: 'text', placeholder: 'report.pdf' }}
        check={check}
        onAdd={(key) => onChange(setFlag(flags, key, true))}
      />
      {errors && <p className="settings-field__error">{errors.join(' ')}</p>}
    </details>
  );
}
