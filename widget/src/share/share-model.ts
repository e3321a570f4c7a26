// What the share modal offers, as plain values: the link to this property's ADU page, the text
// with its hashtags (spec 5 section 9: the defaults are ADU, HousingSolutions, ZoningLaws), and
// the share targets as ordinary links. No DOM here; ShareModal.tsx shows and copies them.
import type { AduPage, NavState } from '../shell/navigation/state';

/** The share text's default hashtags (spec 5 section 9), without their '#'. */
export const DEFAULT_HASHTAGS = ['ADU', 'HousingSolutions', 'ZoningLaws'] as const;

/** How long the copy button says 'Copied!' after a copy. */
export const COPIED_MS = 2000;

/** What is shared: the link, the e-mail subject and the text that goes with the link. */
export interface ShareContent {
  url: string;
  subject: string;
  text: string;
}

/** The share targets, each a link that opens the service (or the mail client) with the content. */
export interface ShareTargets {
  email: string;
  x: string;
  facebook: string;
  linkedin: string;
}

/** The state a shared link opens: this address and ADU page, without the open section or a pending error. */
export function shareState(address: NavState['address'], page: AduPage): NavState {
  return { page, address };
}

/** The hashtags as they end the share text: '#ADU #HousingSolutions #ZoningLaws'. */
export function hashtagLine(hashtags: readonly string[] = DEFAULT_HASHTAGS): string {
  return hashtags.map((tag) => `#${tag}`).join(' ');
}

/** The share text: the sentence about the address and page, then the hashtags. */
export function shareText(sentence: string, hashtags: readonly string[] = DEFAULT_HASHTAGS): string {
  const tags = hashtagLine(hashtags);
  return tags ? `${sentence.trim()} ${tags}` : sentence.trim();
}

/** The links of the share targets, every value encoded with encodeURIComponent. */
export function shareTargets({ url, subject, text }: ShareContent): ShareTargets {
  const q = encodeURIComponent;
  return {
    // The body carries the text and, on its own line, the link, so a mail client makes it clickable.
    email: `mailto:?subject=${q(subject)}&body=${q(`${text}\n\n${url}`)}`,
    x: `https://twitter.com/intent/tweet?text=${q(text)}&url=${q(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
  };
}

/** The parts of `navigator` the native share sheet needs. */
export interface NativeShare {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  canShare?: ((data: ShareData) => boolean) | undefined;
}

/** The data for the browser's own share sheet, or undefined where it has none (or refuses this data). */
export function nativeShareData(content: ShareContent, browser: NativeShare | undefined): ShareData | undefined {
  if (typeof browser?.share !== 'function') return undefined;
  const data: ShareData = { title: content.subject, text: content.text, url: content.url };
  if (typeof browser.canShare === 'function' && !browser.canShare(data)) return undefined;
  return data;
}
