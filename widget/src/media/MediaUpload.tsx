// The upload form of 'Photos and videos': a photo or video, its category and an optional
// caption. The file is checked as soon as it is picked (type from its first bytes, size per kind,
// as the server checks it), so a refused file never travels; the upload shows its progress.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatMegabytes, MAX_CAPTION_LENGTH, MEDIA_CATEGORIES, MEDIA_LIMITS, type MediaCategory, type MediaItem } from '../../../core/api';
import { useTranslate } from '../i18n/use-translate';
import { useReport } from '../shell/report-context';
import { ACCEPTED_MEDIA_TYPES, checkPickedFile, refusalMessage } from './media-check';
import { categoryLabel } from './media-labels';

interface Props {
  onUploaded(item: MediaItem): void;
  onCancel(): void;
}

/** The upload form. */
export function MediaUpload({ onUploaded, onCancel }: Props) {
  const t = useTranslate();
  const { api, property, notify } = useReport();
  const ids = { file: useId(), hint: useId(), error: useId(), category: useId(), caption: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<MediaCategory>('utilities');
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  useEffect(() => {
    fileInput.current?.focus();
    return () => upload.current?.abort();
  }, []);

  const pick = async (picked: File | undefined) => {
    setFile(null);
    setError(null);
    if (!picked) return;
    const check = await checkPickedFile(picked);
    if (check.ok) setFile(picked);
    else setError(refusalMessage(t, check));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    if (!file) {
      setError((current) => current ?? t('media.pickFile'));
      fileInput.current?.focus();
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const item = await api.uploadMedia(property.attributes.property_id, { file, category, caption }, setProgress, controller.signal);
      onUploaded(item);
    } catch {
      if (controller.signal.aborted) return;
      setProgress(null);
      notify('error', t('media.uploadFailed'));
    }
  };

  const cancel = () => {
    upload.current?.abort();
    onCancel();
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  const busy = progress !== null;
  return (
    <form className="media-upload" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="media-upload__field">
        <label className="field__label" htmlFor={ids.file}>
          {t('media.file')}
        </label>
        <input
          ref={fileInput}
          id={ids.file}
          className="media-upload__file"
          type="file"
          accept={ACCEPTED_MEDIA_TYPES}
          disabled={busy}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void pick(event.currentTarget.files?.[0])}
        />
        <p id={ids.hint} className="report-note report-note--small">
          {t('media.limits', { image: formatMegabytes(MEDIA_LIMITS.image.maxBytes), video: formatMegabytes(MEDIA_LIMITS.video.maxBytes) })}
        </p>
        {error && (
          <p id={ids.error} className="media-upload__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="media-upload__row">
        <div className="media-upload__field">
          <label className="field__label" htmlFor={ids.category}>
            {t('media.category')}
          </label>
          <select id={ids.category} className="field__select" value={category} disabled={busy} onChange={(event) => setCategory(event.currentTarget.value as MediaCategory)}>
            {MEDIA_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {categoryLabel(t, value)}
              </option>
            ))}
          </select>
        </div>
        <div className="media-upload__field">
          <label className="field__label" htmlFor={ids.caption}>
            {t('media.caption')}
          </label>
          <input
            id={ids.caption}
            className="media-upload__text"
            type="text"
            value={caption}
            maxLength={MAX_CAPTION_LENGTH}
            disabled={busy}
            onChange={(event) => setCaption(event.currentTarget.value)}
          />
        </div>
      </div>
      {busy && (
        <div className="media-upload__progress">
          <progress value={progress} max={1} aria-label={t('media.progress')} />
          <span aria-live="polite">{t('media.uploading', { percent })}</span>
        </div>
      )}
      <div className="media-upload__actions">
        <button type="button" className="button" onClick={cancel}>
          {t('media.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('media.upload')}
        </button>
      </div>
    </form>
  );
}
