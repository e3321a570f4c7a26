// Splits a demo run into neighbourhoods of at most 2,500 parcels, lays them on a grid and groups them into towns.
import type { Pt } from './geometry';
import { townName } from './names';

/** Most parcels in one neighbourhood. */
export const MAX_NEIGHBOURHOOD_PARCELS = 2500;
/** Side of the grid cell each neighbourhood is centred in, in feet; a full neighbourhood spans well under this. */
export const CELL_FT = 8000;

const TOWN_TILES = 8;
const SINGLE_TOWN_LIMIT = 20_000;
const TOWN_COLUMNS = 4;

/** A neighbourhood of a run: its parcel count, the index of its first parcel, its centre and its town. */
export interface RunTile {
  parcels: number;
  firstParcel: number;
  center: Pt;
  town: number;
}

/** How a run is split: the neighbourhood and town counts, and each neighbourhood and town by index. */
export interface RunPlan {
  tileCount: number;
  townCount: number;
  tile(index: number): RunTile;
  town(index: number): { name: string; zip: string };
}

/**
 * Splits a run into neighbourhoods of nearly equal size; runs above 20,000 parcels get a town per eight
 * neighbourhoods (each town a 4 x 2 block of cells), with zip codes counting down from 01999.
 */
export function planRun(baseName: string, parcels: number): RunPlan {
  const tileCount = Math.ceil(parcels / MAX_NEIGHBOURHOOD_PARCELS);
  const size = Math.floor(parcels / tileCount);
  const extra = parcels - size * tileCount;
  const townTiles = parcels > SINGLE_TOWN_LIMIT ? TOWN_TILES : tileCount;
  const townCount = Math.ceil(tileCount / townTiles);
  const townGridColumns = townCount > 1 ? Math.ceil(Math.sqrt(townCount / 2)) : 1;
  const cellColumns = townCount > 1 ? TOWN_COLUMNS : Math.ceil(Math.sqrt(tileCount));
  const cellRows = Math.ceil(townTiles / cellColumns);
  const columns = townGridColumns * cellColumns;
  const rows = Math.ceil(townCount / townGridColumns) * cellRows;
  return {
    tileCount,
    townCount,
    tile: (index) => {
      const town = Math.floor(index / townTiles);
      const local = index - town * townTiles;
      const column = (town % townGridColumns) * cellColumns + (local % cellColumns);
      const row = Math.floor(town / townGridColumns) * cellRows + Math.floor(local / cellColumns);
      return {
        parcels: size + (index < extra ? 1 : 0),
        firstParcel: index * size + Math.min(index, extra),
        center: [(column - (columns - 1) / 2) * CELL_FT, ((rows - 1) / 2 - row) * CELL_FT],
        town,
      };
    },
    town: (index) => ({ name: townName(baseName, index), zip: String(1999 - index).padStart(5, '0') }),
  };
}
