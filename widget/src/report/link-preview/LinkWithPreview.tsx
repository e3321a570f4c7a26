// One external link of the report with its preview card under it: a skeleton while the preview
// loads, then the page's title, description, icon and picture, or nothing but the plain link
// when no preview came. The link is the one control; the card is part of its click area.
// Preview pictures are third-party URLs: they load lazily and send no referrer.
import { useEffect, useState } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { useReport } from '../../shell/report-context';
import type { PreviewCard } from './load-link-preview';
import { previewLoaderFor } from './preview-request';

/** The preview of `url` from the report's API: loading until it settles, then a card or null. */
export function useLinkPreview(url: string): { loading: boolean; card: PreviewCard | null } {
  const { api } = useReport();
  const [result, setResult] = useState<{ url: string; card: PreviewCard | null } | null>(null);
  useEffect(() => {
    let current = true;
    void previewLoaderFor(api)(url).then((card) => {
      if (current) setResult({ url, card });
    });
    return () => {
      current = false;
    };
  }, [api, url]);
  return result?.url === url ? { loading: false, card: result.card } : { loading: true, card: null };
}

/** A picture of a preview, gone when it does not load. */
function PreviewImage({ src, className }: { src: string; className: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className={className} src={src} alt="" loading="lazy" referrerPolicy="no-referrer" decoding="async" onError={() => setFailed(true)} />;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** A preview card. */
export function LinkPreviewCard({ card }: { card: PreviewCard }) {
  return (
    <div className="link-preview" data-previewed={card.url}>
      <div className="link-preview__body">
        <span className="link-preview__site">
          {card.favicon && <PreviewImage className="link-preview__favicon" src={card.favicon} />}
          {hostOf(card.url)}
        </span>
        {card.title && <span className="link-preview__title">{card.title}</span>}
        {card.description && <span className="link-preview__description">{card.description}</span>}
      </div>
      {card.image && <PreviewImage className="link-preview__image" src={card.image} />}
    </div>
  );
}

/** A list item: the link to `href` named `label`, with its preview. */
export function LinkWithPreview({ href, label }: { href: string; label: string }) {
  const t = useTranslate();
  const { loading, card } = useLinkPreview(href);
  return (
    <li className="link-item" aria-busy={loading || undefined}>
      <a className="link-item__link" href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> {t('citation.newTab')}</span>
      </a>
      {loading && (
        <div className="link-preview link-preview--loading" aria-hidden="true">
          <span className="link-preview__bar link-preview__bar--short" />
          <span className="link-preview__bar" />
          <span className="link-preview__bar" />
        </div>
      )}
      {card && <LinkPreviewCard card={card} />}
    </li>
  );
}
