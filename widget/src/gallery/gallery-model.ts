// The organization gallery's rules: whether an ADU page shows it (spec 1 section 2: only in
// embeds, only with the organization's gallery feature on), which images it shows (the
// organization's interior or exterior images, else the default illustrations), and the
// slideshow's moves and dynamic pagination dots.
import { isFeatureEnabled, type OrgPublicConfig } from '../../../core/api';
import { aduKindOf, type AduPage } from '../shell/navigation/state';
import { ORG_FEATURES } from '../shell/org/features';
import type { GalleryKind } from './illustrations';

/** The gallery of an in-home apartment shows interiors, a backyard cottage's exteriors. */
export function galleryKindOf(page: AduPage): GalleryKind {
  return aduKindOf(page);
}

/** The feature flag of a page's gallery (the settings' modules map: one per ADU type). */
export function galleryFeatureOf(page: AduPage): string {
  return page === 'in-home-apartment' ? 'in_home_apartment.gallery' : 'backyard_cottage.gallery';
}

/** What a page's gallery shows: nothing, the organization's image URLs, or the default illustrations. */
export type GalleryContent = { show: false } | { show: true; kind: GalleryKind; images: readonly string[] | 'default' };

/**
 * The gallery of `page` for an organization: shown when the `gallery` feature and the page's own
 * gallery feature are both on (a flag the organization never set is on, as in `isFeatureEnabled`);
 * never without an organization's config, since only an organization turns it on.
 */
export function galleryContent(config: Pick<OrgPublicConfig, 'features' | 'gallery'> | null, page: AduPage): GalleryContent {
  if (!config) return { show: false };
  if (!isFeatureEnabled(config.features, ORG_FEATURES.gallery) || !isFeatureEnabled(config.features, galleryFeatureOf(page))) return { show: false };
  const kind = galleryKindOf(page);
  const images = config.gallery[kind];
  return { show: true, kind, images: images.length > 0 ? images : 'default' };
}

/** The slide `delta` steps from `current` among `count`, wrapping around at both ends. */
export function stepSlide(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}

/** A pagination dot: the slide it opens and how large it is drawn. */
export interface PaginationDot {
  index: number;
  /** `active` the shown slide; `near` a full dot; `edge` a smaller dot where more slides lie beyond. */
  size: 'active' | 'near' | 'edge';
}

/** At most this many dots are shown at once. */
export const MAX_DOTS = 5;

/**
 * Dynamic pagination: every slide's dot when there are at most `max`, otherwise a window of
 * `max` dots kept around the current slide, whose end dots are drawn smaller when more slides
 * lie beyond them.
 */
export function paginationDots(count: number, current: number, max = MAX_DOTS): PaginationDot[] {
  if (count <= 0) return [];
  const active = Math.min(Math.max(current, 0), count - 1);
  const shown = Math.min(count, max);
  const start = Math.min(Math.max(active - Math.floor(shown / 2), 0), count - shown);
  return Array.from({ length: shown }, (_, offset) => {
    const index = start + offset;
    if (index === active) return { index, size: 'active' };
    const beyond = (offset === 0 && index > 0) || (offset === shown - 1 && index < count - 1);
    return { index, size: beyond ? 'edge' : 'near' };
  });
}
