// The property facts list: each fact with its value, or 'Not available' when the data has none.
// Signed-in users may correct the gross floor area, the property type and the zone (spec 1
// sections 5 and 6); the report is evaluated again with their values.
import type { ReactNode } from 'react';
import { PropertyType } from '../../../core/property';
import type { StreetData } from '../../../core/api';
import { formatArea, formatNumber } from '../i18n/format';
import type { MessageKey } from '../i18n/messages';
import { useLocale, useTranslate, type Translate } from '../i18n/use-translate';
import { EditableValue, type EditableValueProps } from './edit/EditableValue';
import { useEditing } from './edit/use-editing';
import { sortedZones } from './ZoneModal';
import { updateProperty } from '../../../core/api';
import { send } from '../api/client';

/** The largest gross floor area the server takes, in sq ft. */
const MAX_GROSS_FLOOR_AREA_SQFT = 1_000_000;

const TYPE_KEYS: Record<PropertyType, MessageKey> = {
  [PropertyType.SingleFamily]: 'edit.type.singleFamily',
  [PropertyType.TwoFamily]: 'edit.type.twoFamily',
  [PropertyType.MultiFamily]: 'edit.type.multiFamily',
  [PropertyType.Other]: 'edit.type.other',
};

/** A property type in the reader's words; a value of the data outside the choices as given. */
function typeLabel(value: string, t: Translate): string {
  const key = TYPE_KEYS[value as PropertyType];
  return key ? t(key) : value;
}

/**
 * Spec 1 section 5: the property type choices are Single Family, Two Family, Multi-Family Home and
 * Other, plus the current value of the data.
 */
export function propertyTypeChoices(current: string | null): string[] {
  const choices: string[] = Object.values(PropertyType);
  return current && !choices.includes(current) ? [...choices, current] : choices;
}

type Edit = Omit<EditableValueProps, 'label' | 'children' | 'valueClassName'>;

/** The facts of a property as a definition list under a heading. */
export function PropertyFacts({ property, headingLevel = 3 }: { property: StreetData; headingLevel?: 3 | 4 }) {
  const t = useTranslate();
  const locale = useLocale();
  const editing = useEditing();
  const a = property.attributes;
  const overridden = new Set(property.bylaws.overridden);
  const area = (value: number | null) => (value === null ? null : formatArea(value, locale));

  // Edits, for a signed-in user only (the server checks the same choices).
  const edits: Partial<Record<'type' | 'zone' | 'area', Edit>> = {};
  if (editing) {
    const { api } = editing;
    const id = a.property_id;
    const typeChoices = propertyTypeChoices(a.use_code_desc);
    const typeNow = property.user_overrides?.use_code_desc ?? a.property_type_name ?? a.use_code_desc;
    edits.type = {
      overridden: overridden.has('property_type') || property.user_overrides?.use_code_desc !== undefined,
      editor: {
        kind: 'select',
        initial: typeNow && typeChoices.includes(typeNow) ? typeNow : typeChoices[0]!,
        options: typeChoices.map((value) => ({ value, label: typeLabel(value, t) })),
      },
      save: (value) => send(api, updateProperty, { params: { id }, body: { use_code_desc: value } }),
    };
    // Spec 1 section 5: the zone choices are bylaws.zones, sorted.
    const zones = sortedZones(property.bylaws.zones);
    if (zones.length > 0) {
      edits.zone = {
        overridden: overridden.has('zone_code'),
        editor: { kind: 'select', initial: a.zone_code && zones.includes(a.zone_code) ? a.zone_code : zones[0]!, options: zones.map((zone) => ({ value: zone, label: zone })) },
        save: (value) => send(api, updateProperty, { params: { id }, body: { zone_code: value } }),
      };
    }
    edits.area = {
      overridden: overridden.has('gross_floor_area'),
      editor: { kind: 'number', initial: a.gross_floor_area === null ? '' : String(a.gross_floor_area), unit: t('edit.unit.sqft'), min: 1, max: MAX_GROSS_FLOOR_AREA_SQFT },
      save: (value) => send(api, updateProperty, { params: { id }, body: { gross_floor_area: value === '' ? '' : Number(value) } }),
    };
  }

  const facts: [string, string | null, Edit?][] = [
    [t('fact.propertyType'), a.property_type_name === null ? null : typeLabel(a.property_type_name, t), edits.type],
    [t('fact.zone'), a.zone_code, edits.zone],
    [t('fact.lotSize'), area(a.lot_size)],
    [t('fact.grossFloorArea'), area(a.gross_floor_area), edits.area],
    [t('fact.grossBuildingArea'), area(a.gross_building_area)],
    [t('fact.livingArea'), area(a.habitable_area)],
    [t('fact.basementArea'), area(a.basement_area)],
    [t('fact.yearBuilt'), a.year_built === null ? null : String(a.year_built)],
    [t('fact.style'), a.style],
    [t('fact.stories'), a.stories === null ? null : String(a.stories)],
    // Some sources have no footprints: then the count is unknown, not zero.
    [t('fact.buildings'), property.buildings_known ? formatNumber(property.buildings.length, locale) : t('fact.buildingsUnknown')],
  ];
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className="facts" aria-labelledby="lotline-facts-title">
      <Heading id="lotline-facts-title" className="facts__title">
        {t('property.facts')}
      </Heading>
      <dl className="facts__list">
        {facts.map(([name, value, edit]) => {
          const shown: ReactNode = value ?? t('property.notAvailable');
          return (
            <div className={`facts__row${edit ? ' facts__row--editable' : ''}`} key={name}>
              <dt>{name}</dt>
              <dd className={value === null ? 'facts__missing' : undefined}>
                {edit ? (
                  <EditableValue label={name} {...edit}>
                    {shown}
                  </EditableValue>
                ) : (
                  shown
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
