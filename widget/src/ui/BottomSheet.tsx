// The report's bottom sheet on narrow screens: three snap positions, dragged by its handle with
// pointer events (mouse, touch, pen), and moved by keyboard from the same handle: Enter or Space
// opens it a step further (and closes it from full), ArrowUp and ArrowDown step it.
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { COLLAPSED_PX, halfOf, snapAfterDrag, snapHeights, stepSnap, type SheetSnap } from './sheet-snap';
import { useElementSize } from './use-element-size';
import { useWindowSize } from './use-window-size';

/** A press that moves less than this is a click, not a drag. */
const CLICK_SLOP_PX = 4;

interface Props {
  snap: SheetSnap;
  onSnap(snap: SheetSnap): void;
  /** The name of the sheet's region. */
  label: string;
  children: ReactNode;
}

/** A sheet over the bottom of its positioned parent. */
export function BottomSheet({ snap, onSnap, label, children }: Props) {
  const t = useTranslate();
  const bodyId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const { height } = useElementSize(frame);
  const heights = snapHeights(height, halfOf(height, useWindowSize()));
  const [drag, setDrag] = useState<{ startY: number; dy: number } | null>(null);
  const dragged = useRef(false);

  const visible = Math.min(heights.full, Math.max(COLLAPSED_PX, heights[snap] - (drag?.dy ?? 0)));

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragged.current = false;
    setDrag({ startY: event.clientY, dy: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    const dy = event.clientY - drag.startY;
    if (Math.abs(dy) > CLICK_SLOP_PX) dragged.current = true;
    setDrag({ ...drag, dy });
  };
  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    const dy = event.clientY - drag.startY;
    setDrag(null);
    if (dragged.current) onSnap(snapAfterDrag(snap, dy, heights));
  };
  const onClick = () => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    onSnap(snap === 'full' ? 'collapsed' : stepSnap(snap, 1));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      onSnap(stepSnap(snap, event.key === 'ArrowUp' ? 1 : -1));
    }
  };

  return (
    <div ref={frame} className="sheet-frame">
      <section
        className={`sheet sheet--${snap}${drag ? ' sheet--dragging' : ''}`}
        style={{ height: `${visible}px` }}
        aria-label={label}
        data-snap={snap}
      >
        <button
          type="button"
          className="sheet__handle"
          aria-label={t('sheet.handle', { position: t(`sheet.${snap}`) })}
          aria-expanded={snap !== 'collapsed'}
          aria-controls={bodyId}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onClick={onClick}
          onKeyDown={onKeyDown}
        >
          <span className="sheet__grip" aria-hidden="true" />
        </button>
        {/* Tabbing into a collapsed sheet opens it halfway, so the focused control is in view. */}
        <div id={bodyId} className="sheet__body" onFocus={() => snap === 'collapsed' && onSnap('half')}>
          {children}
        </div>
      </section>
    </div>
  );
}
