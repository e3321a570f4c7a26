import { describe, expect, it } from 'vitest';
import { websiteOrigin } from './origin';

describe('websiteOrigin', () => {
  it('answers the canonical origin of a website address', () => {
    expect(websiteOrigin('https://Example.com/about?x=1')).toBe('https://example.com');
    expect(websiteOrigin(' https://www.capecottages.example:443/ ')).toBe('https://www.capecottages.example');
    expect(websiteOrigin('https://shop.example:8443/cart')).toBe('https://shop.example:8443');
    expect(websiteOrigin('http://localhost:5173/')).toBe('http://localhost:5173');
  });

  it('answers null for what no site embeds from', () => {
    expect(websiteOrigin('')).toBeNull();
    expect(websiteOrigin('capecottages.example')).toBeNull();
    expect(websiteOrigin('http://capecottages.example')).toBeNull();
    expect(websiteOrigin('ftp://capecottages.example')).toBeNull();
  });
});
