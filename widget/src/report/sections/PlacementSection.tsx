// IV. Placement: the setbacks of the ADU type from the front, side and rear lot lines and from
// other buildings, each with its sources, and for a backyard cottage whether it fits the lot.
// Signed-in users may set each setback themselves (spec 1 section 3: size-limit overrides), and
// correct which lot line is front, exterior side, interior side or rear (edit/LotEdgeLabels.tsx).
// Where the assessor records a house the data has no footprint of, the fit is not known until the
// house is traced on the map, and the section says so (issue 31).
import { MAX_SETBACK_FT, replaceSizeLimits } from '../../../../core/api';
import { HousePosition, housePositionOf } from '../../../../core/placement';
import type { AduKind } from '../../../../core/rules';
import { formatFeetInches } from '../../i18n/format';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { Assumptions } from '../Assumptions';
import { Citations } from '../Citations';
import { LockedValue } from '../../ui/LockedValue';
import { isLocked, useReport } from '../../shell/report-context';
import { EditableValue } from '../../property/edit/EditableValue';
import { LotEdgeLabels } from '../../property/edit/LotEdgeLabels';
import { setbackSubject, withSetback } from '../../property/edit/setback-overrides';
import { send } from '../../api/client';
import { SurveyNote } from './SurveyNote';

const SIDES = ['front', 'side', 'rear', 'building'] as const;

/** The setbacks table and the fit of the ADU type. */
export function PlacementSection({ kind }: { kind: AduKind }) {
  const t = useTranslate();
  const locale = useLocale();
  const { property, api, onLocked } = useReport();
  const overridden = new Set(property.bylaws.overridden);
  const stored = property.user_overrides?.bylaws.size_limits ?? [];
  const placement = property.bylaws.adu.placement;
  const locked = isLocked(property, `bylaws.adu.placement.${kind}_setbacks`);
  const setbacks = kind === 'ext' ? placement.ext_setbacks : placement.int_setbacks;
  const type = t(kind === 'ext' ? 'page.backyard-cottage' : 'page.in-home-apartment');
  const houseMissing = kind === 'ext' && housePositionOf(property) === HousePosition.NotInData;
  const fit =
    kind === 'int' ? 'placement.internal' : placement.buildable === true ? 'placement.buildable' : placement.buildable === false ? 'placement.notBuildable' : 'placement.notComputed';
  return (
    <>
      <table className="setbacks">
        <caption>{t('placement.setbacks', { type })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('placement.kind')}</th>
            <th scope="col">{t('placement.distance')}</th>
          </tr>
        </thead>
        <tbody>
          {SIDES.map((side) => {
            const value = setbacks[side];
            const field = `adu.placement.${kind}_setbacks.${side}`;
            return (
              <tr key={side} data-setback={side}>
                <th scope="row">{t(`placement.${side}`)}</th>
                <td>
                  {locked ? (
                    <LockedValue chars={5} onUnlock={onLocked} />
                  ) : (
                    <>
                      <EditableValue
                        label={t(`edit.setback.${side}`)}
                        valueClassName={value === null ? 'report-row__missing' : 'report-row__value'}
                        overridden={overridden.has(field)}
                        editor={{ kind: 'number', initial: value === null ? '' : String(value), unit: t('edit.unit.feet'), min: 0, max: MAX_SETBACK_FT }}
                        save={(text) =>
                          send(api, replaceSizeLimits, { params: { id: property.attributes.property_id }, body: withSetback(stored, setbackSubject(kind, side), text === '' ? null : Number(text)) })
                        }
                      >
                        {value === null ? t('placement.unknown') : formatFeetInches(value, locale)}
                      </EditableValue>
                      <Assumptions fields={[field]} />
                      <Citations fields={[field]} />
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {houseMissing ? (
        <div className="report-note" data-placement="house-not-in-data">
          <p className="report-note__lead">{t('placement.houseNotInData')}</p>
          <p>{t('placement.houseNotInDataWhy')}</p>
        </div>
      ) : (
        <p className="report-note" data-placement={kind === 'ext' ? String(placement.buildable) : 'internal'}>
          {t(fit)}
        </p>
      )}
      <SurveyNote kind={kind} />
      <LotEdgeLabels />
    </>
  );
}
