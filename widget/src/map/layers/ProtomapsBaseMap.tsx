// The self-hosted Protomaps base map under the lot (decision 030). Its code, protomaps-leaflet with
// the PMTiles reader, is fetched in a chunk of its own the first time a map shows it, so neither
// the first screen nor a map without an archive pays for it. When the chunk or the archive cannot
// be had, the map draws `fallback` (our own base map) instead.
import { useEffect, useState, type ReactNode } from 'react';
import type L from 'leaflet';
import { useMap } from 'react-leaflet';
import { useLocale } from '../../i18n/use-translate';

interface Props {
  /** The archive's absolute URL. */
  url: string;
  /** What the map draws when the archive cannot be read. */
  fallback: ReactNode;
}

/** The Protomaps base map of the archive at `url`, names in the widget's language where the archive has them. */
export function ProtomapsBaseMap({ url, fallback }: Props) {
  const map = useMap();
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let layer: L.GridLayer | undefined;
    // The land colour behind the tiles while they are painted.
    const container = map.getContainer();
    container.classList.add('map--basemap');
    import('./protomaps-layer')
      .then(({ protomapsLayer }) => protomapsLayer(url, locale))
      .then(
        (made) => {
          if (live) layer = made.addTo(map);
        },
        () => {
          if (live) setFailed(true);
        },
      );
    return () => {
      live = false;
      layer?.remove();
      container.classList.remove('map--basemap');
    };
  }, [map, url, locale]);
  return failed ? fallback : null;
}
