// Media uploads: types decided by the first bytes only, the limits per kind, and the text fields.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './error.schema';
import { checkMediaSize, detectMediaType, MediaIdSchema, MediaUploadFieldsSchema } from './media.schema';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)));
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 2, 0], 'isom', 'mp41');
const typeOf = (head: Uint8Array) => {
  const check = detectMediaType(head);
  return check.ok ? check.type.contentType : check.reason;
};

describe('detectMediaType', () => {
  it('recognises the accepted photo and video formats by their magic bytes', () => {
    expect(typeOf(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(typeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(typeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(typeOf(ftyp('isom'))).toBe('video/mp4');
    expect(typeOf(ftyp('mp42'))).toBe('video/mp4');
    expect(typeOf(ftyp('qt  '))).toBe('video/quicktime');
    expect(typeOf(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'))).toBe('video/webm');
    expect(detectMediaType(ftyp('qt  '))).toEqual({ ok: true, type: { kind: 'video', contentType: 'video/quicktime', extension: 'mov' } });
  });

  it('refuses everything else, whatever the file is called, with what is accepted', () => {
    const accepted = 'Photos must be JPEG, PNG or WebP, and videos MP4, WebM or QuickTime (.mov).';
    expect(typeOf(bytes('hello, this is text'))).toBe(`This file type is not accepted. ${accepted}`);
    expect(typeOf(bytes('GIF89a'))).toBe(`This file type is not accepted. ${accepted}`);
    expect(typeOf(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBe(`This file type is not accepted. ${accepted}`);
    expect(typeOf(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBe(`This file type is not accepted. ${accepted}`);
    expect(typeOf(ftyp('M4A '))).toBe(`This file type is not accepted. ${accepted}`);
    expect(typeOf(new Uint8Array())).toBe(`This file type is not accepted. ${accepted}`);
    expect(typeOf(ftyp('heic'))).toMatch(/^HEIC and HEIF photos are not accepted: export the photo as JPEG/);
  });
});

describe('checkMediaSize', () => {
  it('allows photos up to 15 MB and videos up to 50 MB, and names the limit', () => {
    expect(checkMediaSize('image', 15 * 1024 * 1024)).toEqual({ ok: true });
    expect(checkMediaSize('image', 16 * 1024 * 1024)).toEqual({ ok: false, reason: 'Photos are at most 15 MB; this file is 16 MB.' });
    expect(checkMediaSize('video', 50 * 1024 * 1024)).toEqual({ ok: true });
    expect(checkMediaSize('video', 50.5 * 1024 * 1024)).toEqual({ ok: false, reason: 'Videos are at most 50 MB; this file is 50.5 MB.' });
  });
});

describe('upload fields', () => {
  it('need a category and take an optional caption of at most 200 characters', () => {
    expect(v.parse(MediaUploadFieldsSchema, { category: 'utilities' })).toEqual({ category: 'utilities', caption: null });
    expect(v.parse(MediaUploadFieldsSchema, { category: 'site-conditions', caption: '  Septic lid  ' })).toEqual({ category: 'site-conditions', caption: 'Septic lid' });
    expect(v.parse(MediaUploadFieldsSchema, { category: 'other', caption: '   ' }).caption).toBeNull();
    const result = v.safeParse(MediaUploadFieldsSchema, { category: 'selfies', caption: 'x'.repeat(201) });
    expect(result.success ? null : fieldErrors(result.issues)).toEqual({
      category: ['category must be one of utilities, site-conditions, exterior, interior, access, other'],
      caption: ['caption is at most 200 characters'],
    });
  });

  it('take only server-made media ids', () => {
    expect(v.is(MediaIdSchema, '0123456789abcdef0123456789abcdef')).toBe(true);
    for (const id of ['../../etc/passwd', '0123456789ABCDEF0123456789ABCDEF', '0123456789abcdef', '0123456789abcdef0123456789abcde/']) {
      expect(v.is(MediaIdSchema, id)).toBe(false);
    }
  });
});
