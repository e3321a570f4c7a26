// The map's photos layer (spec 2, map layers: photos): a pin on the lot for each of the signed-in
// user's photos of the property, from the same store as the 'Photos and videos' section, so pins
// come and go with uploads and removals. The section lists the photos (ADU pages, not in embeds,
// where the spec hides them); the map asks for nothing itself. A photo added with the map's 'add
// image' tool has a photo note saying where it was taken, and its pin sits there; the server keeps
// no position for other photos, so their pins sit around a point inside the lot
// (media/pin-layout.ts); videos get no pin.
import { useContext, useMemo } from 'react';
import L from 'leaflet';
import { Marker, Tooltip } from 'react-leaflet';
import type { StreetData } from '../../../core/api';
import type { Position } from '../../../core/geo';
import { useTranslate } from '../i18n/use-translate';
import { LayoutContext } from '../shell/layout-context';
import { mediaName } from '../media/media-labels';
import { useMedia } from '../media/media-store';
import { photoPinPositions } from '../media/pin-layout';

// A camera in a map pin, drawn in the widget's colours.
const PIN_ICON = L.divIcon({
  className: 'photo-pin',
  html:
    '<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false">' +
    '<path class="photo-pin__body" d="M14 35c-1-2-12-14-12-22a12 12 0 0 1 24 0c0 8-11 20-12 22Z"/>' +
    '<rect class="photo-pin__glyph" x="7" y="8" width="14" height="10" rx="2"/>' +
    '<circle class="photo-pin__lens" cx="14" cy="13" r="3"/></svg>',
  iconSize: [28, 36],
  iconAnchor: [14, 35],
  tooltipAnchor: [0, -30],
});

/** Pins of the signed-in user's photos of `property`; nothing for a visitor or before the photos are known. */
export function PhotoMarkers({ property }: { property: StreetData }) {
  return property.user ? <Pins property={property} userId={property.user.user_id} /> : null;
}

function Pins({ property, userId }: { property: StreetData; userId: string }) {
  const t = useTranslate();
  const { state } = useMedia(userId, property.attributes.property_id);
  const notes = useContext(LayoutContext)?.notes;
  const photos = useMemo(() => state.items.filter((item) => item.kind === 'image'), [state.items]);
  // Where each photo with a photo note was taken, by media id.
  const pinned = useMemo(() => {
    const at = new Map<string, Position>();
    for (const note of notes ?? []) if (note.properties.kind === 'photo' && note.geometry.type === 'Point') at.set(note.properties.media_id, note.geometry.coordinates);
    return at;
  }, [notes]);
  const unpinned = photos.filter((photo) => !pinned.has(photo.id)).length;
  const positions = useMemo(() => photoPinPositions(property.lot, unpinned), [property.lot, unpinned]);
  let next = 0;
  return (
    <>
      {photos.map((photo) => {
        const [lng, lat] = pinned.get(photo.id) ?? positions[next++]!;
        const latLng: [number, number] = [lat, lng];
        const name = t('media.mapPin', { name: mediaName(t, photo) });
        return (
          <Marker key={photo.id} position={latLng} icon={PIN_ICON} title={name} alt={name} keyboard>
            <Tooltip>{name}</Tooltip>
          </Marker>
        );
      })}
    </>
  );
}
