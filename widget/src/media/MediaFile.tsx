// One media file on screen, fetched with the bearer token: a photo in the requested size, or a
// video (original only) with its controls; a placeholder while it loads or when it failed.
import { THUMB_SIZE_PX, type MediaItem } from '../../../core/api';
import { useTranslate } from '../i18n/use-translate';
import { useReport } from '../shell/report-context';
import { useMediaUrl } from './use-media-url';

interface Props {
  item: MediaItem;
  /** `thumb` (120x160), `medium` or `original`; videos always play their original. */
  size: 'thumb' | 'medium' | 'original';
  /** The accessible name of the photo or video. */
  name: string;
  className?: string;
}

/** A photo or video of the signed-in user. */
export function MediaFile({ item, size, name, className = '' }: Props) {
  const t = useTranslate();
  const { api } = useReport();
  const video = item.kind === 'video';
  // A video has no small sizes: in the strip it shows as a tile with a play mark.
  const path = video ? (size === 'thumb' ? null : item.urls.original) : (item.urls[size] ?? item.urls.original);
  const file = useMediaUrl(api, path);
  if (video && size === 'thumb') {
    return (
      <span className={`media-file media-file--video-tile ${className}`} role="img" aria-label={name}>
        <span className="media-file__play" aria-hidden="true" />
      </span>
    );
  }
  if (file.status === 'failed') {
    return (
      <span className={`media-file media-file--missing ${className}`} role="img" aria-label={`${name}: ${t('media.unavailable')}`}>
        !
      </span>
    );
  }
  if (file.status === 'loading') return <span className={`media-file media-file--loading ${className}`} role="img" aria-label={name} aria-busy="true" />;
  if (video) return <video className={`media-file ${className}`} src={file.url} controls preload="metadata" aria-label={name} />;
  const box = size === 'thumb' ? THUMB_SIZE_PX : {};
  return <img className={`media-file ${className}`} src={file.url} alt={name} {...box} />;
}
