// How the user's own buildings are named in lists and popups: 'Your building 2, 240 sq ft'.
import type { UserBuilding } from '../../../../core/api';
import { areaSqFt } from '../../../../core/geo';
import { formatArea } from '../../i18n/format';
import type { Locale } from '../../i18n/messages';
import type { Translate } from '../../i18n/use-translate';

/** The name of the user's `index`-th building (from 0), or of the house they traced, with its footprint. */
export function userBuildingName(t: Translate, locale: Locale, building: UserBuilding, index: number): string {
  const area = formatArea(areaSqFt(building.geometry), locale);
  // A traced house (issue 31) is the house, not one more building.
  return building.properties.kind === 'main' ? t('mapTools.houseName', { area }) : t('mapTools.buildingName', { index: index + 1, area });
}
