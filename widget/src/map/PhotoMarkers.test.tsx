// The photos layer: a pin named by the photo for each of the signed-in user's photos of the
// property, at the point its photo note gives or else around a point inside the lot; no pin for a
// video; pins come and go with the photos; nothing for a visitor; in English and Spanish.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MapNote, MediaItem, StreetData } from '../../../core/api';
import { isPointInPolygon } from '../../../core/geo';
import { lotFrame } from '../../../core/geo/test-support/random-polygons';
import { feetOf, LOT, lotStreetData, savedLayout } from '../layout/test-support/lot-fixture';
import { mediaStoreFor } from '../media/media-store';
import { PhotoMarkers } from './PhotoMarkers';
import { renderOnMap } from './test-support/map-harness';

const item = (id: string, kind: 'image' | 'video', caption: string | null): MediaItem => ({
  id,
  property_id: 'p-1',
  category: 'site-conditions',
  caption,
  kind,
  content_type: kind === 'image' ? 'image/jpeg' : 'video/mp4',
  bytes: 1000,
  width: null,
  height: null,
  created_at: '2026-06-01T00:00:00.000Z',
  urls: { original: `/api/media/${id}/original`, medium: null, thumb: null },
});

const PINNED: MapNote = { type: 'Feature', geometry: { type: 'Point', coordinates: lotFrame.toLngLat([80, 180]) }, properties: { id: 'photo-1', kind: 'photo', media_id: 'shed' } };

let lastUser = 0;
/** A user of their own per test: the media store is kept per user and property for the page's life. */
function withPhotos(items: MediaItem[]): StreetData {
  const userId = `photographer-${++lastUser}`;
  const store = mediaStoreFor(userId, 'p-1');
  for (const media of [...items].reverse()) store.add(media);
  return lotStreetData({ user: { user_id: userId }, user_overrides: savedLayout({ annotations: { type: 'FeatureCollection', features: [PINNED] } }) } as Partial<StreetData>);
}

const pins = () => [...document.querySelectorAll<HTMLElement>('.photo-pin')];

describe('PhotoMarkers', () => {
  it('pins each photo, named by its caption or category, a photo note’s where it was taken, and no video', async () => {
    const property = withPhotos([item('shed', 'image', 'The old shed'), item('yard', 'image', null), item('walk', 'video', 'A walk round')]);
    const view = await renderOnMap(<PhotoMarkers property={property} />, { property });
    expect(pins().map((pin) => pin.title)).toEqual(['Photo: The old shed', 'Photo: Site conditions photo']);
    const markers: L.Marker[] = [];
    view.map().eachLayer((layer) => {
      if ('getIcon' in layer && (layer as L.Marker).getElement()?.classList.contains('photo-pin')) markers.push(layer as L.Marker);
    });
    const [shed, yard] = markers.map((marker): [number, number] => [marker.getLatLng().lng, marker.getLatLng().lat]);
    expect(feetOf(shed!)).toEqual([80, 180]);
    expect(isPointInPolygon(yard!, LOT)).toBe(true);
  });

  it('adds a pin when a photo is added', async () => {
    const property = withPhotos([]);
    await renderOnMap(<PhotoMarkers property={property} />, { property });
    expect(pins()).toEqual([]);
    act(() => mediaStoreFor(property.user!.user_id, 'p-1').add(item('new', 'image', 'Fence')));
    expect(pins().map((pin) => pin.title)).toEqual(['Photo: Fence']);
  });

  it('pins nothing for a visitor', async () => {
    const property = lotStreetData({ user: null });
    await renderOnMap(<PhotoMarkers property={property} />, { property });
    expect(pins()).toEqual([]);
  });

  it('names the pins in Spanish', async () => {
    const property = withPhotos([item('shed', 'image', 'The old shed')]);
    await renderOnMap(<PhotoMarkers property={property} />, { property, locale: 'es' });
    expect(pins().map((pin) => pin.title)).toEqual(['Foto: The old shed']);
  });
});
