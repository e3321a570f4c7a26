// 'Photos and videos' of an ADU page (spec 1 section 2; not in embeds): a signed-in user's own
// photos and videos of the property in a horizontal strip of 120x160 thumbnails with their
// category, an upload form, removal after a confirmation, and the full gallery view. Visitors
// see the empty strip and a locked upload button that opens the sign-in prompt.
import { useEffect, useRef, useState } from 'react';
import type { MediaItem } from '../../../core/api';
import { useTranslate } from '../i18n/use-translate';
import { useReport } from '../shell/report-context';
import { LockedButton } from '../ui/LockedButton';
import { Modal } from '../ui/Modal';
import { MediaFile } from './MediaFile';
import { MediaGallery } from './MediaGallery';
import { categoryLabel, mediaName } from './media-labels';
import { useMedia } from './media-store';
import { MediaUpload } from './MediaUpload';

interface Props {
  /** The section's id, as the URL carries it. */
  id: string;
}

/** The 'Photos and videos' section. */
export function MediaSection({ id }: Props) {
  const t = useTranslate();
  const { property, api, onLocked, notify } = useReport();
  const userId = property.user?.user_id ?? null;
  const signedIn = userId !== null;
  // A visitor has no media: the store of nobody stays empty and is never asked for.
  const { state, store } = useMedia(userId ?? '', property.attributes.property_id, signedIn ? api : undefined);
  const [uploading, setUploading] = useState(false);
  const [gallery, setGallery] = useState<{ enlarged?: string } | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const formWasOpen = useRef(false);

  // When the upload form closes, focus goes back to the button that opened it.
  useEffect(() => {
    if (formWasOpen.current && !uploading) addButton.current?.focus();
    formWasOpen.current = uploading;
  }, [uploading]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await store.remove(api, deleting.id);
      setDeleting(null);
    } catch {
      notify('error', t('media.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  const items = signedIn ? state.items : [];
  return (
    <section id={id} className="page-section" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="page-section__title">
        {t('media.title')}
      </h4>
      <div className="media">
        {signedIn ? (
          !uploading && (
            <button ref={addButton} type="button" className="button media__add" onClick={() => setUploading(true)}>
              {t('media.add')}
            </button>
          )
        ) : (
          <p className="media__signin">
            <LockedButton locked onClick={onLocked}>
              {t('media.add')}
            </LockedButton>
            <span className="report-note report-note--small">{t('media.signIn')}</span>
          </p>
        )}
        {uploading && (
          <MediaUpload
            onUploaded={(item) => {
              store.add(item);
              setUploading(false);
              notify('success', t('media.uploaded'));
            }}
            onCancel={() => setUploading(false)}
          />
        )}
        {signedIn && state.status === 'loading' && items.length === 0 ? (
          <p className="loader media__loading" role="status">
            <span className="loader__spinner" aria-hidden="true" />
            {t('media.loading')}
          </p>
        ) : signedIn && state.status === 'failed' && items.length === 0 ? (
          <p className="media__failed" role="alert">
            {t('media.loadFailed')}{' '}
            <button type="button" className="link-button" onClick={() => store.load(api)}>
              {t('media.retry')}
            </button>
          </p>
        ) : items.length === 0 ? (
          <div className="media__empty">
            <p className="media__empty-title">{t('media.empty')}</p>
            <p className="media__empty-hint">{t('media.emptyHint')}</p>
          </div>
        ) : (
          <>
            <ul className="media-strip" aria-label={t('media.strip')}>
              {items.map((item) => {
                const name = mediaName(t, item);
                return (
                  <li key={item.id} className="media-strip__item" data-media-id={item.id}>
                    <button type="button" className="media-strip__open" aria-label={t('media.enlargeItem', { name })} onClick={() => setGallery({ enlarged: item.id })}>
                      <MediaFile item={item} size="thumb" name={name} className="media-strip__thumb" />
                    </button>
                    <span className="media-tag">{categoryLabel(t, item.category)}</span>
                    {item.caption && <span className="media-strip__caption">{item.caption}</span>}
                    <button type="button" className="link-button media-strip__delete" aria-label={t('media.deleteItem', { name })} onClick={() => setDeleting(item)}>
                      {t('media.delete')}
                    </button>
                  </li>
                );
              })}
            </ul>
            <button type="button" className="link-button media__all" onClick={() => setGallery({})}>
              {t('media.viewAll', { count: items.length })}
            </button>
          </>
        )}
      </div>
      {gallery && <MediaGallery items={items} enlarged={gallery.enlarged} onClose={() => setGallery(null)} />}
      {deleting && (
        <Modal
          title={t('media.deleteTitle')}
          onClose={() => setDeleting(null)}
          className="media-delete-modal"
          actions={
            <>
              <button type="button" className="button" onClick={() => setDeleting(null)}>
                {t('media.cancel')}
              </button>
              <button type="button" className="button button--danger" disabled={busy} onClick={() => void confirmDelete()}>
                {t('media.delete')}
              </button>
            </>
          }
        >
          <p>{t('media.deleteText')}</p>
          <p className="media-delete-modal__name">{mediaName(t, deleting)}</p>
        </Modal>
      )}
    </section>
  );
}
