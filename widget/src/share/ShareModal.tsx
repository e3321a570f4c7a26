// The share modal (spec 5 section 2): the link to this property's ADU page with a copy button that
// says 'Copied!' for a moment (until the pointer leaves it, spec 5 section 9), the share text with
// its hashtags, the share targets as plain links, and the browser's own share sheet where there is
// one. A copy that fails is a toast (spec 5 section 8, 'Copy in general').
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AduPage, NavState } from '../shell/navigation/state';
import { useReport } from '../shell/report-context';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { Modal } from '../ui/Modal';
import shareCss from '../styles/share.css?inline';
import { COPIED_MS, nativeShareData, shareState, shareTargets, shareText, type ShareContent } from './share-model';
import { useShareTranslate } from './use-share-translate';

interface Props {
  page: AduPage;
  address: NavState['address'];
  /** The URL of a navigation state; on the hosted page, its real /report/… URL. */
  hrefOf(state: NavState): string;
  onClose(): void;
}

/** The share modal; mount it to open it. */
export function ShareModal({ page, address, hrefOf, onClose }: Props) {
  const t = useShareTranslate();
  const { property, notify } = useReport();
  const adopt = useAdoptedStyles(shareCss);
  const linkId = useId();
  const textId = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const content = useMemo<ShareContent>(() => {
    const label = property.attributes.address.label;
    return {
      url: hrefOf(shareState(address, page)),
      subject: t('share.subject', { address: label }),
      text: shareText(t('share.sentence', { address: label, page: t(`page.${page}`) })),
    };
  }, [property, address, page, hrefOf, t]);
  const targets = shareTargets(content);
  const native = nativeShareData(content, typeof navigator === 'undefined' ? undefined : navigator);

  const resetCopied = () => {
    clearTimeout(timer.current);
    setCopied(false);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content.url);
    } catch {
      resetCopied();
      notify('error', t('share.copyFailed'));
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  const shareNatively = async () => {
    if (!native) return;
    try {
      await navigator.share(native);
    } catch {
      // Closing the share sheet rejects with AbortError; the modal stays open either way.
    }
  };
  const newTab = <span className="visually-hidden"> {t('citation.newTab')}</span>;

  return (
    <Modal title={t('share.title')} onClose={onClose} className="share-modal">
      <div ref={adopt} className="share">
        <p className="share__intro">{t('share.intro')}</p>
        <label className="share__label" htmlFor={linkId}>
          {t('share.linkLabel')}
        </label>
        <div className="share__row">
          <input id={linkId} className="share__input" type="url" readOnly value={content.url} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button button--primary share__copy" aria-live="polite" onClick={() => void copy()} onMouseLeave={resetCopied}>
            {copied ? t('share.copied') : t('share.copy')}
          </button>
        </div>
        <label className="share__label" htmlFor={textId}>
          {t('share.textLabel')}
        </label>
        <textarea id={textId} className="share__input share__text" readOnly rows={3} value={content.text} />
        <p className="share__label" id={`${textId}-targets`}>
          {t('share.targets')}
        </p>
        <ul className="share__targets" aria-labelledby={`${textId}-targets`}>
          <li>
            <a className="button share__target" href={targets.email}>
              {t('share.email')}
            </a>
          </li>
          <li>
            <a className="button share__target" href={targets.x} target="_blank" rel="noopener noreferrer">
              {t('share.x')}
              {newTab}
            </a>
          </li>
          <li>
            <a className="button share__target" href={targets.facebook} target="_blank" rel="noopener noreferrer">
              {t('share.facebook')}
              {newTab}
            </a>
          </li>
          <li>
            <a className="button share__target" href={targets.linkedin} target="_blank" rel="noopener noreferrer">
              {t('share.linkedin')}
              {newTab}
            </a>
          </li>
          {native && (
            <li>
              <button type="button" className="button share__target" onClick={() => void shareNatively()}>
                {t('share.more')}
              </button>
            </li>
          )}
        </ul>
      </div>
    </Modal>
  );
}
