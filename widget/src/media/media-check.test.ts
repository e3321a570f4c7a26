import { describe, expect, it } from 'vitest';
import { MEDIA_LIMITS } from '../../../core/api';
import { ACCEPTED_MEDIA_TYPES, checkMediaFile, checkPickedFile, MediaFileReason } from './media-check';

const MB = 1024 * 1024;
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const MP4 = new Uint8Array([0, 0, 0, 24, ...ascii('ftypisom'), 0, 0, 2, 0]);
const HEIC = new Uint8Array([0, 0, 0, 24, ...ascii('ftypheic'), 0, 0, 0, 0]);

describe('checkMediaFile', () => {
  it('accepts photos and videos by their bytes, up to core’s limit of their kind', () => {
    expect(checkMediaFile(PNG, 2_000)).toEqual({ ok: true, type: { kind: 'image', contentType: 'image/png', extension: 'png' } });
    expect(checkMediaFile(JPEG, MEDIA_LIMITS.image.maxBytes)).toMatchObject({ ok: true, type: { contentType: 'image/jpeg' } });
    expect(checkMediaFile(MP4, 40 * MB)).toMatchObject({ ok: true, type: { kind: 'video', contentType: 'video/mp4' } });
  });

  it('refuses a photo over 15 MB and a video over 50 MB, naming the limit and the size', () => {
    expect(checkMediaFile(PNG, MEDIA_LIMITS.image.maxBytes + 1)).toEqual({ ok: false, reason: MediaFileReason.Size, kind: 'image', limit: '15 MB', size: '15.0 MB' });
    expect(checkMediaFile(JPEG, 16 * MB)).toEqual({ ok: false, reason: MediaFileReason.Size, kind: 'image', limit: '15 MB', size: '16 MB' });
    expect(checkMediaFile(MP4, 51 * MB)).toEqual({ ok: false, reason: MediaFileReason.Size, kind: 'video', limit: '50 MB', size: '51 MB' });
  });

  it('refuses other types, HEIC with its own reason, and empty files', () => {
    expect(checkMediaFile(ascii('hello, this is text'), 19)).toEqual({ ok: false, reason: MediaFileReason.Type });
    expect(checkMediaFile(HEIC, 3 * MB)).toEqual({ ok: false, reason: MediaFileReason.Heic });
    expect(checkMediaFile(new Uint8Array(), 0)).toEqual({ ok: false, reason: MediaFileReason.Empty });
    // Bigger than any kind may be: refused for its size whatever it is.
    expect(checkMediaFile(ascii('unknown'), 60 * MB)).toMatchObject({ ok: false, reason: MediaFileReason.Size, limit: '50 MB' });
  });

  it('reads a picked file’s first bytes, not its name or declared type', async () => {
    const png = new Blob([PNG, new Uint8Array(100)], { type: 'text/plain' });
    expect(await checkPickedFile(png)).toMatchObject({ ok: true, type: { contentType: 'image/png' } });
    const text = new Blob(['not a photo'], { type: 'image/jpeg' });
    expect(await checkPickedFile(text)).toEqual({ ok: false, reason: MediaFileReason.Type });
  });

  it('offers every accepted type in the file picker', () => {
    expect(ACCEPTED_MEDIA_TYPES.split(',')).toEqual(['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime']);
  });
});
