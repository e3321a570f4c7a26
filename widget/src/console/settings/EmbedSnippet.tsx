// The embed code on the settings page: the one script tag that puts Lotline on the organization's
// site (embed-snippet.ts), read only, with a copy button. Members see and copy it too.
import { useOrgTranslate } from '../i18n/org-messages';
import { CopyButton } from './CopyButton';
import { embedSnippet } from './embed-snippet';
import { Field } from './SettingsFields';

/** The tag for `orgId` on the server at `apiBase`. */
export function EmbedSnippet({ apiBase, orgId }: { apiBase: string; orgId: string }) {
  const t = useOrgTranslate();
  const snippet = embedSnippet(apiBase, orgId);
  return (
    <Field field="embed_snippet" label={t('settings.embedSnippet')}>
      {(control) => (
        <div className="settings-inline settings-snippet">
          <textarea {...control} className="settings-field__input settings-field__input--code settings-snippet__code" readOnly rows={3} spellCheck={false} value={snippet} onFocus={(event) => event.currentTarget.select()} />
          <CopyButton text={snippet} label={t('settings.copySnippet')} />
        </div>
      )}
    </Field>
  );
}
