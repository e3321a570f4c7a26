import { describe, expect, it } from 'vitest';
import { shortLink } from './short-link';

describe('shortLink', () => {
  it('prints the host without www and a path that fits as it is', () => {
    expect(shortLink('https://www.mass.gov/info-details/adu-faqs')).toBe('mass.gov/info-details/adu-faqs');
    expect(shortLink('https://lotline.example/demo/')).toBe('lotline.example/demo/');
    expect(shortLink('https://www.cambridgema.gov/')).toBe('cambridgema.gov');
    expect(shortLink('http://localhost:8080/demo/')).toBe('localhost:8080/demo/');
  });

  it('keeps the first and the last segment of a long path, else cuts its start', () => {
    expect(shortLink('https://malegislature.gov/Laws/GeneralLaws/PartI/TitleVII/Chapter40A/Section3')).toBe('malegislature.gov/Laws/…/Section3');
    expect(shortLink('https://www.mass.gov/regulations/760-CMR-7100-protected-use-accessory-dwelling-units')).toBe('mass.gov/regulations/760-CMR-7100-pr…');
    expect(shortLink('https://www.cambridgema.gov/CDD/Projects/Zoning/multifamilyhousing')).toBe('cambridgema.gov/CDD/…/multifamilyhousing');
  });

  it('marks a query it leaves out, and answers what is not an http(s) URL as it is', () => {
    expect(shortLink('https://cityofcambridge.gov/view.aspx?guid=5a4270ee')).toBe('cityofcambridge.gov/view.aspx…');
    expect(shortLink('mailto:planning@example.org')).toBe('mailto:planning@example.org');
    expect(shortLink('not a url')).toBe('not a url');
  });
});
