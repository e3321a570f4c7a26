// The buildings the user added (`building_source: 'user'`), drawn apart from the survey's, each
// with a badge in its middle that opens a popup to delete it; the badge is a button, so the
// keyboard reaches it too. While another tool is in use they are only drawn. On the playground a
// building without a category is gray (spec 2 section 8: 'the gray buildings'), and its popup
// has a select to give it one.
import { useRef } from 'react';
import L from 'leaflet';
import { Marker, Polygon as PolygonLayer, useMap } from 'react-leaflet';
import type { UserBuilding } from '../../../../core/api';
import { isPlanCategory, PLAN_CATEGORIES, type PlanCategory } from '../../../../core/floor-plans';
import type { Position } from '../../../../core/geo';
import { polygonCentre } from '../../../../core/placement';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { useLayout } from '../../shell/layout-context';
import { categoryLabel, type PlaygroundTranslate } from '../../playground/playground-messages';
import { usePlaygroundTranslate } from '../../playground/use-playground-translate';
import { userBuildingName } from './building-names';
import { RemovePopup } from './RemovePopup';

const BADGE_ICON = L.divIcon({ className: 'map-badge map-badge--building', iconSize: [16, 16] });

const latLngsOf = (ring: readonly Position[]): [number, number][] => ring.map(([lng, lat]) => [lat, lng]);

/** The user's buildings; hidden during a merge, which draws them itself. */
export function UserBuildings() {
  const t = useTranslate();
  const locale = useLocale();
  const tp = usePlaygroundTranslate();
  const { buildings, removeBuilding, setBuildingCategory, tool, page } = useLayout();
  if (tool === 'merge') return null;
  const interactive = tool === 'select';
  const onPlayground = page === 'playground';
  return (
    <>
      {buildings.map((building, index) => (
        <UserBuildingLayer
          key={`${building.properties.id}-${interactive}-${onPlayground}`}
          building={building}
          name={userBuildingName(t, locale, building, index)}
          interactive={interactive}
          deleteLabel={t('mapTools.delete')}
          onDelete={() => removeBuilding(building.properties.id)}
          category={onPlayground ? { t: tp, onChange: (category) => setBuildingCategory(building.properties.id, category) } : null}
        />
      ))}
    </>
  );
}

interface LayerProps {
  building: UserBuilding;
  name: string;
  interactive: boolean;
  deleteLabel: string;
  onDelete(): void;
  /** On the playground: the category select's words and what a choice does; null elsewhere. */
  category: { t: PlaygroundTranslate; onChange(category: PlanCategory | null): void } | null;
}

/** Purple for the user's buildings; gray for those the playground still needs a category for. */
const COLORS = { user: '#8250df', gray: '#6e7781' };

function UserBuildingLayer({ building, name, interactive, deleteLabel, onDelete, category }: LayerProps) {
  const badge = useRef<L.Marker>(null);
  const map = useMap();
  const [lng, lat] = polygonCentre(building.geometry);
  const gray = category !== null && !building.properties.category;
  const color = gray ? COLORS.gray : COLORS.user;
  return (
    <>
      <PolygonLayer
        key={color}
        positions={latLngsOf(building.geometry.coordinates[0]!)}
        className={`map__user-building${gray ? ' map__user-building--gray' : ''}`}
        pathOptions={{ color, weight: 2, fillColor: color, fillOpacity: 0.35 }}
        interactive={interactive}
        eventHandlers={interactive ? { click: () => badge.current?.openPopup() } : {}}
      />
      {interactive && (
        <Marker ref={badge} position={[lat, lng]} icon={BADGE_ICON} title={name} keyboard>
          <RemovePopup title={name} removeLabel={deleteLabel} onRemove={onDelete}>
            {category && (
              <label className="map-tools__popup-field">
                <span>{category.t('playground.buildingCategory')}</span>
                <select
                  className="field__select"
                  value={building.properties.category ?? ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    map.closePopup();
                    category.onChange(isPlanCategory(value) ? value : null);
                  }}
                >
                  <option value="">{category.t('playground.noCategory')}</option>
                  {PLAN_CATEGORIES.map((option) => (
                    <option key={option} value={option}>
                      {categoryLabel(category.t, option)}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </RemovePopup>
        </Marker>
      )}
    </>
  );
}
