// The lot map's chunk: Leaflet and react-leaflet ship in their own chunk, fetched when a property
// opens or as the visitor starts typing an address, so the first screen loads without them
// (docs/decisions/008).
import { preloadable } from '../ui/preloadable';

export const lotMapChunk = preloadable(() => import('./LotMap').then((module) => module.LotMap));
