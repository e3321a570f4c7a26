import { describe, expect, it } from 'vitest';
import type { AddressDetails } from '../../../core/api';
import { formatHostedUrl, parseHostedUrl } from '../shell/navigation/hosted-url';
import { DEFAULT_HASHTAGS, hashtagLine, nativeShareData, shareState, shareTargets, shareText, type ShareContent } from './share-model';

const ADDRESS = {
  state: 'MA',
  city: 'Maple Hollow',
  zip_code: '01999',
  street: 'Maple Street',
  street_number: '12',
  lat: '42.1',
  lng: '-71.2',
  signature: 'abc123',
} as unknown as AddressDetails;

const CONTENT: ShareContent = {
  url: 'https://lotline.example/report/MA/Maple%20Hollow/01999/Maple%20Street/12?lat=42.1&lng=-71.2&signature=abc123&page=backyard-cottage',
  subject: 'ADU pre-feasibility report: 12 Maple Street, Maple Hollow, MA 01999',
  text: 'See 12 Maple Street & more? #ADU #HousingSolutions #ZoningLaws',
};

describe('the share text', () => {
  it('ends with the default hashtags ADU, HousingSolutions, ZoningLaws', () => {
    expect(DEFAULT_HASHTAGS).toEqual(['ADU', 'HousingSolutions', 'ZoningLaws']);
    expect(hashtagLine()).toBe('#ADU #HousingSolutions #ZoningLaws');
    expect(shareText('Can I build an ADU at 12 Maple Street? See the Backyard Cottage page. ')).toBe(
      'Can I build an ADU at 12 Maple Street? See the Backyard Cottage page. #ADU #HousingSolutions #ZoningLaws',
    );
  });

  it('takes other hashtags, or none', () => {
    expect(shareText('Look.', ['Housing'])).toBe('Look. #Housing');
    expect(shareText('Look.', [])).toBe('Look.');
  });
});

describe('the shared link', () => {
  it('opens the same address and ADU page, without the open section, plan category or error', () => {
    expect(shareState(ADDRESS, 'backyard-cottage')).toEqual({ page: 'backyard-cottage', address: ADDRESS });
    const current = 'https://lotline.example/report/MA/Maple%20Hollow/01999/Maple%20Street/12?lat=42.1&lng=-71.2&signature=abc123&page=backyard-cottage&plan-category=x#size-limitations';
    const url = formatHostedUrl(current, shareState(ADDRESS, 'backyard-cottage'), { landingPath: '/' });
    expect(url).toBe('https://lotline.example/report/MA/Maple%20Hollow/01999/Maple%20Street/12?lat=42.1&lng=-71.2&signature=abc123&page=backyard-cottage');
    const opened = parseHostedUrl(url).state;
    expect(opened.page).toBe('backyard-cottage');
    expect(opened.section).toBeUndefined();
    expect(opened.address).toMatchObject({ city: 'Maple Hollow', street: 'Maple Street', street_number: '12', signature: 'abc123' });
  });
});

describe('the share targets', () => {
  const targets = shareTargets(CONTENT);
  const url = encodeURIComponent(CONTENT.url);

  it('encode the link and the text for each service', () => {
    expect(targets.x).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent(CONTENT.text)}&url=${url}`);
    expect(targets.x).toContain('%23ADU%20%23HousingSolutions%20%23ZoningLaws');
    expect(targets.x).toContain('%26%20more%3F');
    expect(targets.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(targets.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    // The link's own query (&, =) cannot leak into the target's query.
    for (const link of [targets.x, targets.facebook, targets.linkedin]) expect(new URL(link).search).not.toContain('signature=');
  });

  it('give an e-mail with the subject and a body of the text, then the link', () => {
    expect(targets.email).toBe(`mailto:?subject=${encodeURIComponent(CONTENT.subject)}&body=${encodeURIComponent(`${CONTENT.text}\n\n${CONTENT.url}`)}`);
    const params = new URLSearchParams(targets.email.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(CONTENT.subject);
    expect(params.get('body')).toBe(`${CONTENT.text}\n\n${CONTENT.url}`);
  });
});

describe('the browser’s share sheet', () => {
  it('is offered where navigator.share exists and accepts the data', () => {
    const share = () => Promise.resolve();
    expect(nativeShareData(CONTENT, { share })).toEqual({ title: CONTENT.subject, text: CONTENT.text, url: CONTENT.url });
    expect(nativeShareData(CONTENT, { share, canShare: () => false })).toBeUndefined();
    expect(nativeShareData(CONTENT, {})).toBeUndefined();
    expect(nativeShareData(CONTENT, undefined)).toBeUndefined();
  });
});
