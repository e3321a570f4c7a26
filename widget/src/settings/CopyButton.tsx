// A button that copies a text (an invite link, the webhook signing key) to the clipboard and says
// so in a toast (spec 8: 'Copy in general').
import { useContext } from 'react';
import { useOrgTranslate } from '../i18n/org-messages';
import { ToastContext } from '../ui/toast-context';

interface Props {
  text: string;
  /** The button's accessible name, e.g. 'Copy the invite link'. */
  label: string;
}

/** Copies `text`. */
export function CopyButton({ text, label }: Props) {
  const t = useOrgTranslate();
  const show = useContext(ToastContext);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      show?.('success', t('settings.copied'));
    } catch {
      show?.('error', t('settings.copyFailed'));
    }
  };
  return (
    <button type="button" className="button settings-copy" onClick={() => void copy()}>
      {label}
    </button>
  );
}
