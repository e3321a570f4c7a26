// How a photo or video is named on screen and to assistive technology.
import type { MediaCategory, MediaItem } from '../../../core/api';
import type { Translate } from '../i18n/use-translate';

/** The category's label ('Utilities', 'Site conditions'…). */
export function categoryLabel(t: Translate, category: MediaCategory): string {
  return t(`media.category.${category}`);
}

/** The item's name: its caption, else '<Category> photo' or '<Category> video'. */
export function mediaName(t: Translate, item: MediaItem): string {
  return item.caption ?? t(item.kind === 'video' ? 'media.video' : 'media.photo', { category: categoryLabel(t, item.category) });
}
