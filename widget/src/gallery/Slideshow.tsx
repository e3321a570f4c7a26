// The organization's images in a 16:9 slideshow (spec 1, Images modal): previous and next (also
// the arrow keys), dynamic pagination dots, closed by its X or Escape.
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { Modal } from '../ui/Modal';
import { paginationDots, stepSlide } from './gallery-model';

interface Props {
  count: number;
  start: number;
  /** The slide `index`, filling a 16:9 box. */
  slide(index: number): ReactNode;
  onClose(): void;
}

/** A slideshow modal of `count` slides, opened at `start`. */
export function Slideshow({ count, start, slide, onClose }: Props) {
  const t = useTranslate();
  const [current, setCurrent] = useState(start);
  const go = (delta: number) => setCurrent((index) => stepSlide(index, delta, count));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const position = t('gallery.image', { index: current + 1, count });
  return (
    <Modal title={t('gallery.title')} onClose={onClose} className="slideshow-modal">
      <div className="slideshow" onKeyDown={onKeyDown} role="group" aria-roledescription="carousel" aria-label={t('gallery.title')}>
        <div className="slideshow__stage" role="group" aria-roledescription="slide" aria-label={position}>
          {slide(current)}
        </div>
        <div className="slideshow__controls">
          <button type="button" className="slideshow__step" aria-label={t('gallery.previous')} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="slideshow__dots" role="group" aria-label={t('gallery.pagination')}>
            {paginationDots(count, current).map((dot) => (
              <button
                key={dot.index}
                type="button"
                className={`slideshow__dot slideshow__dot--${dot.size}`}
                aria-label={t('gallery.image', { index: dot.index + 1, count })}
                aria-current={dot.size === 'active' ? 'true' : undefined}
                onClick={() => setCurrent(dot.index)}
              />
            ))}
          </div>
          <button type="button" className="slideshow__step" aria-label={t('gallery.next')} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <p className="slideshow__position" aria-live="polite">
          {position}
        </p>
      </div>
    </Modal>
  );
}
