// The widget's text check of link previews (core/api/preview-url.ts) refuses exactly what the
// server's SSRF check refuses from a URL's text, so the widget neither asks for a preview that
// will be refused nor skips one that would be given.
import { describe, expect, it } from 'vitest';
import { isPreviewRefusedByText } from '../../../core/api';
import { checkUrl } from './safe-fetch';

const URLS = [
  'https://www.mass.gov/info-details/accessory-dwelling-units',
  'http://example.org/',
  'https://example.org:443/a',
  'http://8.8.8.8/',
  'https://[2606:4700::1111]/',
  'http://localhost:8080/demo/',
  'http://localhost/',
  'http://app.localhost/',
  'http://intranet/',
  'http://127.0.0.1/',
  'http://127.0.0.1:8080/demo/',
  'http://10.1.2.3/',
  'http://172.31.255.255/',
  'http://172.32.0.1/',
  'http://192.168.1.10/',
  'http://169.254.169.254/latest/meta-data/',
  'http://100.64.0.1/',
  'http://100.128.0.1/',
  'http://198.18.0.1/',
  'http://224.0.0.1/',
  'http://[::1]/',
  'http://[::ffff:10.0.0.1]/',
  'http://[::ffff:8.8.8.8]/',
  'http://[64:ff9b::a00:1]/',
  'http://[fd00::1]/',
  'http://[fe80::1]/',
  'http://[ff02::1]/',
  'http://[2001:db8::1]/',
  'https://example.org:8443/',
  'https://user:secret@example.org/',
  'ftp://example.org/',
];

const refusedByServer = (url: string): boolean => {
  try {
    checkUrl(new URL(url));
    return false;
  } catch {
    return true;
  }
};

describe('the text check of link previews', () => {
  it('agrees with the server on every URL', () => {
    expect(URLS.filter((url) => isPreviewRefusedByText(new URL(url)) !== refusedByServer(url))).toEqual([]);
    // Both sides are exercised: some pass, some are refused.
    expect(URLS.filter(refusedByServer)).toHaveLength(25);
  });
});
