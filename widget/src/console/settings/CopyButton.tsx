// A button that copies a text (an invite link, the webhook signing key, the embed code) to the
// clipboard and says so in a toast (spec 8: 'Copy in general'); the button itself reads 'Copied'
// for a moment, so the confirmation shows where the reader looks.
import { useContext, useEffect, useState } from 'react';
import { useOrgTranslate } from '../i18n/org-messages';
import { ToastContext } from '../ui/toast-context';

interface Props {
  text: string;
  /** The button's accessible name, e.g. 'Copy the invite link'. */
  label: string;
}

/** How long the button says 'Copied'. */
const COPIED_MS = 2500;

/** Copies `text`. */
export function CopyButton({ text, label }: Props) {
  const t = useOrgTranslate();
  const show = useContext(ToastContext);
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      show?.('success', t('settings.copied'));
    } catch {
      setCopied(false);
      show?.('error', t('settings.copyFailed'));
    }
  };
  return (
    <button type="button" className="button settings-copy" data-copied={isCopied ? '' : undefined} onClick={() => void copy()}>
      {isCopied ? (
        <>
          <span aria-hidden="true">✓ </span>
          {t('settings.copiedShort')}
        </>
      ) : (
        label
      )}
    </button>
  );
}
