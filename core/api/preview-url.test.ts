import { describe, expect, it } from 'vitest';
import { isPreviewRefusedByText as refusedParts } from './preview-url';

const isPreviewRefusedByText = (url: string): boolean => (URL.canParse(url) ? refusedParts(new URL(url)) : true);

describe('isPreviewRefusedByText', () => {
  it('lets public http(s) links through', () => {
    for (const url of ['https://www.mass.gov/info-details/accessory-dwelling-units', 'http://example.org/', 'https://example.org:443/a', 'http://8.8.8.8/']) {
      expect(isPreviewRefusedByText(url), url).toBe(false);
    }
  });

  it('refuses loopback, private and local hosts, other ports, credentials and other schemes', () => {
    for (const url of [
      'http://localhost:8080/demo/',
      'http://localhost/',
      'http://app.localhost/',
      'http://intranet/',
      'http://127.0.0.1/',
      'http://10.1.2.3/',
      'http://172.16.0.1/',
      'http://192.168.1.10/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[::]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[64:ff9b::a00:1]/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://[2001:db8::1]/',
      'https://[2606:4700::1111]/',
      'https://example.org:8443/',
      'https://user:secret@example.org/',
      'ftp://example.org/',
      'not a url',
    ]) {
      expect(isPreviewRefusedByText(url), url).toBe(true);
    }
  });
});
