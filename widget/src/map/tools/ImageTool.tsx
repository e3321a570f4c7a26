// The add image tool (spec 2: editing tools 'add image'): click a point, choose a photo, and it is
// uploaded to the property's photos (the same upload and checks as 'Photos and videos') and pinned
// there as a photo note. Signed-in users only; the toolbar asks visitors to sign in first.
import { useEffect, useId, useRef, useState } from 'react';
import { CircleMarker } from 'react-leaflet';
import type { StreetData } from '../../../../core/api';
import type { Position } from '../../../../core/geo';
import { useTranslate, type Translate } from '../../i18n/use-translate';
import { useLayout } from '../../shell/layout-context';
import { checkPickedFile, MediaFileReason, refusalMessage, type MediaFileCheck } from '../../media/media-check';
import { mediaStoreFor } from '../../media/media-store';
import { useReport } from '../../shell/report-context';
import { newMapId } from './new-id';
import { ToolPanel } from './ToolPanel';
import { useMapPoints } from './use-map-points';

/** Why a picked file is no photo, in words: 'not a photo' for a video or any other type, else the upload form's message. */
function refusal(t: Translate, check: MediaFileCheck): string | null {
  if (check.ok) return check.type.kind === 'image' ? null : t('mapTools.notAPhoto');
  const isOtherKind = check.reason === MediaFileReason.Type || (check.reason === MediaFileReason.Size && check.kind !== 'image');
  return isOtherKind ? t('mapTools.notAPhoto') : refusalMessage(t, check);
}

/** Adding a photo at a point. */
export function ImageTool({ property }: { property: StreetData }) {
  const t = useTranslate();
  const { addNote, setTool } = useLayout();
  const { api, notify } = useReport();
  const ids = { file: useId(), error: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [point, setPoint] = useState<Position | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  useMapPoints({ onPoint: (next) => progress === null && setPoint(next) });
  useEffect(() => {
    if (point) fileInput.current?.focus();
  }, [point]);
  useEffect(() => () => upload.current?.abort(), []);

  const pick = async (file: File | undefined) => {
    setError(null);
    if (!file || !point || !property.user) return;
    const refused = refusal(t, await checkPickedFile(file));
    if (refused) {
      setError(refused);
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    const propertyId = property.attributes.property_id;
    try {
      const item = await api.uploadMedia(propertyId, { file, category: 'site-conditions', caption: '' }, setProgress, controller.signal);
      mediaStoreFor(property.user.user_id, propertyId).add(item);
      addNote({ type: 'Feature', geometry: { type: 'Point', coordinates: point }, properties: { id: newMapId('photo'), kind: 'photo', media_id: item.id } });
      setTool('select');
    } catch {
      if (controller.signal.aborted) return;
      setProgress(null);
      notify('error', t('media.uploadFailed'));
    }
  };
  return (
    <>
      {point && <CircleMarker center={[point[1], point[0]]} radius={5} className="map-draft__corner" interactive={false} pathOptions={{ color: '#0b57d0', weight: 2, fillColor: '#ffffff', fillOpacity: 1 }} />}
      <ToolPanel picks title={t('mapTools.image')} hint={t('mapTools.imageHint')}>
        {point && (
          <div className="map-tools__form">
            <label htmlFor={ids.file} className="map-tools__label">
              {t('mapTools.photoLabel')}
            </label>
            <input
              id={ids.file}
              ref={fileInput}
              className="map-tools__file"
              type="file"
              accept="image/*"
              disabled={progress !== null}
              aria-describedby={error ? ids.error : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(event) => void pick(event.currentTarget.files?.[0])}
            />
            {error && (
              <p id={ids.error} className="map-tools__error" role="alert">
                {error}
              </p>
            )}
            {progress !== null && (
              <p className="map-tools__status" role="status">
                <progress value={progress} max={1} aria-label={t('media.progress')} /> {t('media.uploading', { percent: Math.round(progress * 100) })}
              </p>
            )}
            <div className="map-tools__actions">
              <button type="button" className="map-button" onClick={() => setTool('select')}>
                {t('mapTools.cancel')}
              </button>
            </div>
          </div>
        )}
      </ToolPanel>
    </>
  );
}
