// The allowed embedding origins (core's normalizeOrigin): the list with Remove, and a field that
// says what a typed origin will be saved as, or why it cannot be added, before Add.
import { useOrgTranslate } from '../i18n/org-messages';
import { ListEditor, type DraftCheck } from './ListEditor';
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
  const check = (draft: string, isTried: boolean): DraftCheck<string> => {
    const checked = checkOrigin(draft, origins);
    if (checked.valid) return { value: checked.origin, feedback: checked.isChanged ? { kind: 'hint', text: t('settings.originSavedAs', { origin: checked.origin }) } : undefined };
    return { value: undefined, feedback: checked.reason === OriginReason.Empty && !isTried ? undefined : { kind: 'error', text: t(`settings.origin.${checked.reason}`) } };
  };

  return (
    <div className="settings-origins">
      <ListEditor
        block="settings-origins"
        items={origins}
        keyOf={(origin) => origin}
        renderItem={(origin, index) => {
          const errors = errorsOf(`allowed_origins.${index}`);
          return (
            <code data-field={`allowed_origins.${index}`} aria-invalid={errors ? true : undefined} tabIndex={errors ? -1 : undefined}>
              {origin}
            </code>
          );
        }}
        renderAfterRemove={(_, index) => {
          const errors = errorsOf(`allowed_origins.${index}`);
          return errors && <span className="settings-field__error">{errors.join(' ')}</span>;
        }}
        noneText={t('settings.originsNone')}
        listLabel={t('settings.origins')}
        isEditable={isEditable}
        removeText={t('settings.remove')}
        removeLabel={(origin) => t('settings.originRemove', { origin })}
        removeClassName="link-button"
        onRemove={(origin) => onChange(origins.filter((other) => other !== origin))}
        draftName="origin"
        draftLabel={t('settings.originAddLabel')}
        addText={t('settings.originAdd')}
        inputProps={{ className: 'settings-field__input', type: 'url', inputMode: 'url', placeholder: 'https://builder.example' }}
        check={check}
        onAdd={(origin) => onChange([...origins, origin])}
      />
      {errorsOf('allowed_origins') && <p className="settings-field__error">{errorsOf('allowed_origins')!.join(' ')}</p>}
    </div>
  );
}
