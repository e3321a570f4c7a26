// The add image tool before its upload: the point picked under the map's cross opens the photo
// field with the focus in it, a file that is no photo (a video, a PDF) or an empty one is refused
// in words tied to the field, and Cancel ends the tool; in English and Spanish.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { MapToolbar } from './MapToolbar';

async function renderImage(locale: 'en' | 'es' = 'en') {
  const property = lotStreetData();
  const view = await renderOnMap(<MapToolbar property={property} />, { property, locale });
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Add image' : 'Agregar imagen' }));
  return view;
}

const panel = () => screen.getByRole('region', { name: /^(Add image|Agregar imagen)$/ });
const field = () => panel().querySelector<HTMLInputElement>('input[type="file"]')!;

/** Picks `file` in the photo field. */
async function pick(file: File) {
  await act(async () => {
    Object.defineProperty(field(), 'files', { configurable: true, value: [file] });
    fireEvent.change(field());
  });
}

/** A file of `bytes` with its MIME type. */
const fileOf = (bytes: number[], name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const MP4 = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0, 0, 0];

describe('ImageTool', () => {
  it('asks where the photo was taken, then focuses the photo field, which takes images only', async () => {
    const { pickAt } = await renderImage();
    expect(panel().textContent).toContain('Click where the photo was taken, then choose the photo.');
    expect(panel().querySelector('input[type="file"]')).toBeNull();
    pickAt(50, 150);
    expect(within(panel()).getByLabelText('Photo')).toBe(field());
    expect(document.activeElement).toBe(field());
    expect(field().accept).toBe('image/*');
  });

  it('refuses a video and a document as no photo, and an empty file, in words tied to the field', async () => {
    const view = await renderImage();
    view.pickAt(50, 150);
    await pick(fileOf(MP4, 'walk.mp4', 'video/mp4'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Choose a photo: JPEG, PNG or WebP.'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await pick(fileOf(PDF, 'plan.pdf', 'application/pdf'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Choose a photo: JPEG, PNG or WebP.'));
    await pick(fileOf([], 'empty.jpg', 'image/jpeg'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The file is empty.'));
    // Nothing was sent, and the tool is still open.
    expect([view.fetch.requests, view.layout().tool, view.layout().notes]).toEqual([[], 'image', []]);
  });

  it('ends the tool on Cancel', async () => {
    const view = await renderImage();
    view.pickAt(50, 150);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    expect(view.layout().tool).toBe('select');
  });

  it('says it in Spanish', async () => {
    const view = await renderImage('es');
    view.pickAt(50, 150);
    await pick(fileOf(MP4, 'walk.mp4', 'video/mp4'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Elija una foto: JPEG, PNG o WebP.'));
    expect(within(panel()).getByLabelText('Foto')).toBe(field());
  });
});
