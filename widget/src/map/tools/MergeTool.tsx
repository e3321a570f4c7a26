// The merge tool (spec 2: editing tools 'merge'): pick two or more of the user's buildings (click
// them on the map, or tick them in the panel) and join them into one outline, which replaces them.
// Buildings that neither overlap nor touch cannot be joined: a toast says so.
import { useState } from 'react';
import { Polygon as PolygonLayer } from 'react-leaflet';
import type { Position } from '../../../../core/geo';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { useLayout } from '../../shell/layout-context';
import { useReport } from '../../shell/report-context';
import { userBuildingName } from './building-names';
import { mergeBuildings } from './merge-buildings';
import { newMapId } from './new-id';
import { ToolPanel } from './ToolPanel';

const latLngsOf = (ring: readonly Position[]): [number, number][] => ring.map(([lng, lat]) => [lat, lng]);

/** Choosing and merging the user's buildings. */
export function MergeTool() {
  const t = useTranslate();
  const locale = useLocale();
  const { buildings, replaceBuildings, setTool } = useLayout();
  const { notify } = useReport();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const merge = () => {
    const parts = buildings.filter((building) => chosen.has(building.properties.id));
    const merged = mergeBuildings(parts, newMapId('building'));
    if (!merged.ok) {
      notify('warning', t('mapTools.mergeApart'));
      return;
    }
    replaceBuildings(parts.map((part) => part.properties.id), merged.building);
    setTool('select');
  };
  return (
    <>
      {buildings.map((building) => {
        const id = building.properties.id;
        const isChosen = chosen.has(id);
        return (
          <PolygonLayer
            key={`${id}-${isChosen}`}
            positions={latLngsOf(building.geometry.coordinates[0]!)}
            className={`map__user-building map__user-building--${isChosen ? 'chosen' : 'choosable'}`}
            pathOptions={{ color: isChosen ? '#0b57d0' : '#8250df', weight: isChosen ? 3 : 2, fillColor: isChosen ? '#0b57d0' : '#8250df', fillOpacity: isChosen ? 0.45 : 0.25 }}
            eventHandlers={{ click: () => toggle(id) }}
          />
        );
      })}
      <ToolPanel title={t('mapTools.merge')} hint={t(buildings.length < 2 ? 'mapTools.mergeNone' : 'mapTools.mergeHint')}>
        {buildings.length > 0 && (
          <fieldset className="map-tools__choices">
            <legend className="visually-hidden">{t('mapTools.mergeChoices')}</legend>
            {buildings.map((building, index) => (
              <label key={building.properties.id} className="map-tools__choice">
                <input type="checkbox" checked={chosen.has(building.properties.id)} onChange={() => toggle(building.properties.id)} />
                {userBuildingName(t, locale, building, index)}
              </label>
            ))}
          </fieldset>
        )}
        <div className="map-tools__actions">
          <button type="button" className="map-button map-button--primary" disabled={chosen.size < 2} onClick={merge}>
            {t('mapTools.mergeSelected')}
          </button>
        </div>
      </ToolPanel>
    </>
  );
}
