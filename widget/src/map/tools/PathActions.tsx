// The buttons of a tool that picks a path point by point: remove the last point, and finish.
import { useTranslate } from '../../i18n/use-translate';

interface Props {
  /** How many points are picked. */
  count: number;
  /** How many points the path needs before it can be finished. */
  minimum: number;
  onUndo(): void;
  onFinish(): void;
}

/** 'Remove last point' and 'Finish', each enabled when it can act. */
export function PathActions({ count, minimum, onUndo, onFinish }: Props) {
  const t = useTranslate();
  return (
    <div className="map-tools__actions">
      <button type="button" className="map-button" disabled={count === 0} onClick={onUndo}>
        {t('mapTools.undo')}
      </button>
      <button type="button" className="map-button map-button--primary" disabled={count < minimum} onClick={onFinish}>
        {t('mapTools.finish')}
      </button>
    </div>
  );
}
