// The full view of 'Photos and videos' (spec 1 section 2, the media gallery view): every photo
// and video in a modal, each with an enlarge button; enlarged, one at a time with previous and
// next (also the arrow keys). Escape closes, focus stays inside (ui/Modal).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MediaItem } from '../../../core/api';
import { useTranslate } from '../i18n/use-translate';
import { stepSlide } from '../gallery/gallery-model';
import { Modal } from '../ui/Modal';
import { categoryLabel, mediaName } from './media-labels';
import { MediaFile } from './MediaFile';

interface Props {
  items: readonly MediaItem[];
  /** The item shown enlarged at first; the whole list when undefined. */
  enlarged?: string | undefined;
  onClose(): void;
}

/** The media gallery modal. */
export function MediaGallery({ items, enlarged, onClose }: Props) {
  const t = useTranslate();
  const [shownId, setShownId] = useState<string | undefined>(enlarged);
  const index = items.findIndex((item) => item.id === shownId);
  const shown = index >= 0 ? items[index] : undefined;
  const root = useRef<HTMLDivElement>(null);
  const previous = useRef(shownId);

  // Switching views keeps focus in place: on the way back to the list of the item just shown.
  useEffect(() => {
    const from = previous.current;
    previous.current = shownId;
    if (from === shownId || !root.current) return;
    const target = shownId
      ? root.current.querySelector<HTMLElement>('.media-viewer__back')
      : root.current.querySelector<HTMLElement>(`[data-media-id="${from}"] .media-gallery__enlarge`);
    target?.focus();
  }, [shownId]);

  const step = (delta: number) => setShownId(items[stepSlide(index, delta, items.length)]?.id);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!shown || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <Modal title={t('media.title')} onClose={onClose} className="media-gallery-modal">
      <div ref={root} className="media-gallery" onKeyDown={onKeyDown}>
        {shown ? (
          <div className="media-viewer">
            <button type="button" className="link-button media-viewer__back" onClick={() => setShownId(undefined)}>
              {t('media.all')}
            </button>
            <figure className="media-viewer__figure">
              <MediaFile key={shown.id} item={shown} size="original" name={mediaName(t, shown)} className="media-viewer__file" />
              <figcaption className="media-viewer__caption">
                <span className="media-tag">{categoryLabel(t, shown.category)}</span>
                {shown.caption && <span>{shown.caption}</span>}
              </figcaption>
            </figure>
            <div className="media-viewer__controls">
              <button type="button" className="button" onClick={() => step(-1)} disabled={items.length < 2}>
                {t('media.previous')}
              </button>
              <span aria-live="polite">{t('media.position', { index: index + 1, count: items.length })}</span>
              <button type="button" className="button" onClick={() => step(1)} disabled={items.length < 2}>
                {t('media.next')}
              </button>
            </div>
          </div>
        ) : (
          <ul className="media-gallery__list">
            {items.map((item) => {
              const name = mediaName(t, item);
              return (
                <li key={item.id} className="media-gallery__item" data-media-id={item.id}>
                  <MediaFile item={item} size="medium" name={name} className="media-gallery__file" />
                  <div className="media-gallery__meta">
                    <span className="media-tag">{categoryLabel(t, item.category)}</span>
                    {item.caption && <span className="media-gallery__caption">{item.caption}</span>}
                    <button type="button" className="button media-gallery__enlarge" aria-label={t('media.enlargeItem', { name })} onClick={() => setShownId(item.id)}>
                      {t('media.enlarge')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
