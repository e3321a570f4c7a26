// The printed words of the report PDF, in the widget's languages (English and Spanish). The Spanish
// follows the widget's catalogues (widget/src/i18n/messages.ts) where the screen says the same
// thing, so the PDF and the report on screen agree. What the rules write (summaries, extras, notes,
// calculation steps, assumptions, layer names) is in the same language, from core/rules/texts-es.ts
// as on screen; sources (document titles) stay in English, and the Spanish says so.
import type { PdfLocale } from '../../../core/api';
import type { LayoutPage } from '../../../core/placement';
import type { RuleTexts } from '../../../core/rules';
import { SPANISH_RULE_TEXTS } from '../../../core/rules';
import { fillTemplate } from '../../../core/text';

const en = {
  'page.backyard-cottage': 'Backyard Cottage',
  'page.in-home-apartment': 'In-Home Apartment',
  'page.number': 'Page {page} of {total}',
  'cover.kicker': 'PRE-FEASIBILITY REPORT',
  'cover.limited': 'Limited report: some values are locked for this account.',
  'cover.preparedBy': 'Prepared by',
  'cover.footnote': 'Made with Lotline. A pre-feasibility report, not legal advice: confirm with the town before you build.',
  'value.locked': 'Locked',
  'value.unknown': 'Unknown',
  'value.noNumber': 'No number on file',
  'value.noLimit': 'No limit on file',
  'value.noStricter': 'No stricter than the town\u2019s limit for the house or an accessory building (760 CMR 71.03); the town\u2019s number is not on file',
  'unit.sqft': '{value} sq ft',
  'unit.feet': '{value} ft',
  'section.facts': 'Property facts',
  'section.legal': 'Generally allowed',
  'section.considerations': 'Special considerations',
  'section.size': 'Size limitations',
  'section.placement': 'Placement',
  'section.summary': 'Summary',
  'section.other': 'Other things to know',
  'fact.address': 'Address',
  'fact.zone': 'Zone',
  'fact.propertyType': 'Property type',
  'fact.use': 'Use',
  'fact.lotSize': 'Lot size',
  'fact.grossFloorArea': 'Gross floor area',
  'fact.yearBuilt': 'Year built',
  'fact.stories': 'Stories',
  'fact.units': 'Units',
  'type.singleFamily': 'Single Family',
  'type.twoFamily': 'Two Family',
  'type.multiFamily': 'Multi-Family Home',
  'type.other': 'Other',
  'legal.likelihood': 'Status',
  'legal.status': 'Legal status',
  'legal.zones': 'Zoning district',
  'legal.BR': 'Allowed by right',
  'legal.SP': 'Allowed by special permit',
  'legal.CONDITION_USE_PERMIT': 'Allowed with a conditional use permit',
  'legal.UNRESTRICTED': 'Unrestricted',
  'legal.NOT_ALLOWED': 'Not allowed',
  'status.GREEN': 'Probably Allowed',
  'status.YELLOW': 'Might be Allowed',
  'status.RED': 'Probably Not Allowed',
  'cover.verdict': 'The answer for this lot',
  'facts.missing': 'Not in the public data: {list}.',
  'size.steps': 'How it is calculated',
  'section.cost': 'What it costs',
  'section.rent': 'What it could earn',
  'section.nextSteps': 'What comes next',
  'cost.label': 'All-in cost',
  'cost.range': '{low} to {high}',
  'cost.basis.priceBook': 'From the builder\u2019s own prices.',
  'cost.basis.inferred': 'Inferred: a published range for this kind of ADU, not a quote for this lot.',
  'cost.steps': 'How it is estimated',
  'rent.label': 'Monthly rent',
  'rent.monthly': '{amount} a month',
  'rent.payback': 'Payback',
  'rent.years': 'About {years} years',
  'rent.none': 'No published rent for this place is on file; HUD publishes its Fair Market Rents at {url}.',
  'rent.notIncluded': 'Financing, taxes, upkeep and vacancy are not counted.',
  'next.asOf': 'Checked {date}.',
  'next.ask': 'Ask: {url}',
  'next.none': 'We hold no checklist for this place; ask the town\u2019s building department.',
  'considerations.none': 'No map layers were checked for this lot.',
  'considerations.nothingFound': 'Nothing found',
  'considerations.foundNearby': 'Found nearby',
  'size.unit': 'Unit size',
  'size.footprint': 'Footprint',
  'size.height': 'Height',
  'size.parking': 'Parking spaces',
  'parking.nearStation': '0 spaces: {miles} mi from {station} station',
  'parking.partlyNearStation': '0 spaces for an ADU within 0.5 mi of {station} station, {miles} to {farMiles} mi from the lot; at most {spaces} farther back',
  'parking.noStationNear': 'At most {spaces}: no commuter rail or subway station in our data within 0.5 mi (nearest: {station} station, {miles} mi); none may be required within 0.5 mi of a ferry terminal or bus station either, and those are not in our data',
  'parking.noStationData': 'At most {spaces}, and none within 0.5 mi of a station; no station data is on file for this place',
  'parking.atMost': 'At most {spaces}',
  'parking.unknown': 'No source on file gives this number',
  'size.byRight': '{size} by right',
  'size.bySpecialPermit': '{size} by special permit',
  'placement.front': 'Front setback',
  'placement.side': 'Side setback',
  'placement.rear': 'Rear setback',
  'placement.building': 'From other buildings',
  'placement.houseNotInData': 'The house\u2019s position is not in the public data.',
  'placement.houseNotInDataWhy': 'The assessor records a house on this lot, but the public map has no outline of it, so where a backyard cottage may stand, and whether a unit fits, cannot be shown until the house is traced on the map.',
  'other.state': 'State',
  'other.municipality': 'Municipality',
  'other.bylaws': 'Town bylaws: {url}',
  'citation.sources': 'Sources',
  'citation.checked': 'checked {date}',
  'basis.footnote': 'Inferred: values marked * rest on these assumptions, not on what the sources say; confirm them with the town.',
  'cover.inferred': 'Inferred: the section that gives a value marked * says what it rests on.',
  'drawing.title': 'Lot drawing',
  'drawing.caption': 'Lot lines in the color of their kind (see the legend), buildings, the setback area (green) and the placed units (blue); lengths in feet and inches; north is up.',
  'drawing.north': 'N',
  'drawing.lotLines': 'Lot lines',
  'lotEdge.kind.front': 'Front lot line',
  'lotEdge.kind.exteriorSide': 'Exterior side lot line',
  'lotEdge.kind.interiorSide': 'Interior side lot line',
  'lotEdge.kind.rear': 'Rear lot line',
  'lotEdge.kind.unknown': 'Lot line of unknown kind',
} as const;

/** A key of the PDF's words. */
export type PdfMessageKey = keyof typeof en;

// Every English key, and no other: the type refuses a missing or an extra key.
const es: Record<PdfMessageKey, string> = {
  'page.backyard-cottage': 'Cabaña en el patio',
  'page.in-home-apartment': 'Apartamento dentro de la casa',
  'page.number': 'Página {page} de {total}',
  'cover.kicker': 'INFORME DE PREFACTIBILIDAD',
  'cover.limited': 'Informe limitado: algunos valores están bloqueados para esta cuenta.',
  'cover.preparedBy': 'Preparado por',
  'cover.footnote': 'Hecho con Lotline. Un informe de prefactibilidad, no asesoría legal: confírmelo con el municipio antes de construir.',
  'value.locked': 'Bloqueado',
  'value.unknown': 'Desconocido',
  'value.noNumber': 'Sin número registrado',
  'value.noLimit': 'Sin límite registrado',
  'value.noStricter': 'No más estricto que el límite del municipio para la casa o un edificio accesorio (760 CMR 71.03); el número del municipio no está registrado',
  'unit.sqft': '{value} pies²',
  'unit.feet': '{value} pies',
  'section.facts': 'Datos de la propiedad',
  'section.legal': '¿Está permitido en general?',
  'section.considerations': 'Consideraciones especiales',
  'section.size': 'Límites de tamaño',
  'section.placement': 'Ubicación',
  'section.summary': 'Resumen',
  'section.other': 'Otras cosas que debe saber',
  'fact.address': 'Dirección',
  'fact.zone': 'Zona',
  'fact.propertyType': 'Tipo de propiedad',
  'fact.use': 'Uso',
  'fact.lotSize': 'Tamaño del lote',
  'fact.grossFloorArea': 'Superficie bruta',
  'fact.yearBuilt': 'Año de construcción',
  'fact.stories': 'Pisos',
  'fact.units': 'Unidades',
  'type.singleFamily': 'Unifamiliar',
  'type.twoFamily': 'Bifamiliar',
  'type.multiFamily': 'Multifamiliar',
  'type.other': 'Otro',
  'legal.likelihood': 'Probabilidad',
  'legal.status': 'Situación legal',
  'legal.zones': 'Distrito de zonificación',
  'legal.BR': 'Permitido por derecho propio',
  'legal.SP': 'Permitido con permiso especial',
  'legal.CONDITION_USE_PERMIT': 'Permitido con permiso de uso condicional',
  'legal.UNRESTRICTED': 'Sin restricciones',
  'legal.NOT_ALLOWED': 'No permitido',
  'status.GREEN': 'Probablemente permitido',
  'status.YELLOW': 'Podría estar permitido',
  'status.RED': 'Probablemente no permitido',
  'cover.verdict': 'La respuesta para este lote',
  'facts.missing': 'No figura en los datos públicos: {list}.',
  'size.steps': 'Cómo se calcula',
  'section.cost': 'Lo que cuesta',
  'section.rent': 'Lo que podría rentar',
  'section.nextSteps': 'Los próximos pasos',
  'cost.label': 'Costo total',
  'cost.range': 'De {low} a {high}',
  'cost.basis.priceBook': 'Según los precios del propio constructor.',
  'cost.basis.inferred': 'Inferido: un rango publicado para este tipo de ADU, no un presupuesto para este lote.',
  'cost.steps': 'Cómo se estima',
  'rent.label': 'Alquiler mensual',
  'rent.monthly': '{amount} al mes',
  'rent.payback': 'Recuperación',
  'rent.years': 'Unos {years} años',
  'rent.none': 'No tenemos un alquiler publicado para este lugar; HUD publica sus alquileres justos de mercado en {url}.',
  'rent.notIncluded': 'No se cuentan la financiación, los impuestos, el mantenimiento ni los meses vacíos.',
  'next.asOf': 'Revisado el {date}.',
  'next.ask': 'Pregunte: {url}',
  'next.none': 'No tenemos una lista de pasos para este lugar; pregunte al departamento de construcción del municipio.',
  'considerations.none': 'No se revisaron capas de mapa para este lote.',
  'considerations.nothingFound': 'No se encontró nada',
  'considerations.foundNearby': 'Encontrado cerca',
  'size.unit': 'Tamaño de la unidad',
  'size.footprint': 'Huella',
  'size.height': 'Altura',
  'size.parking': 'Plazas de estacionamiento',
  'parking.nearStation': '0 plazas: a {miles} mi de la estación {station}',
  'parking.partlyNearStation': '0 plazas para una ADU a menos de 0.5 mi de la estación {station}, a entre {miles} y {farMiles} mi del lote; como máximo {spaces} más atrás',
  'parking.noStationNear': 'Como máximo {spaces}: ninguna estación de tren de cercanías ni de metro de nuestros datos a menos de 0.5 mi (la más cercana: estación {station}, a {miles} mi); tampoco se puede exigir ninguna a menos de 0.5 mi de una terminal de ferri o de una estación de autobuses, y esas no están en nuestros datos',
  'parking.noStationData': 'Como máximo {spaces}, y ninguna a menos de 0.5 mi de una estación; no tenemos datos de estaciones de este lugar',
  'parking.atMost': 'Como máximo {spaces}',
  'parking.unknown': 'Ninguna fuente registrada indica este número',
  'size.byRight': '{size} por derecho propio',
  'size.bySpecialPermit': '{size} con permiso especial',
  'placement.front': 'Retiro frontal',
  'placement.side': 'Retiro lateral',
  'placement.rear': 'Retiro posterior',
  'placement.building': 'Retiro de otros edificios',
  'placement.houseNotInData': 'La posición de la casa no está en los datos públicos.',
  'placement.houseNotInDataWhy': 'El tasador registra una casa en este lote, pero el mapa público no tiene su contorno, así que no se puede mostrar dónde puede ir una cabaña en el patio ni si una unidad cabe hasta trazar la casa en el mapa.',
  'other.state': 'Estado',
  'other.municipality': 'Municipio',
  'other.bylaws': 'Ordenanzas del municipio: {url}',
  'citation.sources': 'Fuentes (en inglés)',
  'citation.checked': 'revisado el {date}',
  'basis.footnote': 'Inferido: los valores marcados con * se basan en estas suposiciones, no en lo que dicen las fuentes; confírmelos con el municipio.',
  'cover.inferred': 'Inferido: la sección que da un valor marcado con * dice en qué se basa.',
  'drawing.title': 'Dibujo del lote',
  'drawing.caption': 'Linderos del lote en el color de su tipo (vea la leyenda), edificios, el área de retiros (verde) y las unidades colocadas (azul); longitudes en pies y pulgadas; el norte está arriba.',
  'drawing.north': 'N',
  'drawing.lotLines': 'Linderos del lote',
  'lotEdge.kind.front': 'Lindero frontal',
  'lotEdge.kind.exteriorSide': 'Lindero lateral exterior',
  'lotEdge.kind.interiorSide': 'Lindero lateral interior',
  'lotEdge.kind.rear': 'Lindero posterior',
  'lotEdge.kind.unknown': 'Lindero de tipo desconocido',
};

/** The PDF's words in every locale. */
export const PDF_CATALOGUES: Record<PdfLocale, Record<PdfMessageKey, string>> = { en, es };

/** The rules' words in each locale: English as the rules wrote it, Spanish from core (as the widget shows them). */
const RULE_TEXTS: Record<PdfLocale, RuleTexts> = {
  en: { text: (english) => english, assumption: (assumption) => assumption.text },
  es: SPANISH_RULE_TEXTS,
};

/** The BCP 47 tag numbers and dates are written with: the widget's (widget/src/i18n/format.ts). */
const INTL_TAGS: Record<PdfLocale, string> = { en: 'en-US', es: 'es-US' };

/** What the PDF's parts print words, numbers and dates with. */
export interface PdfWords {
  locale: PdfLocale;
  /** The words of `key` with `{name}` placeholders filled in. */
  t(key: PdfMessageKey, values?: Record<string, string | number>): string;
  /** A number with the locale's grouping, as given (no rounding): 12345 → '12,345'. */
  number(value: number): string;
  /** Whole US dollars: 120000 → '$120,000' ('US$120,000' in Spanish). */
  dollars(value: number): string;
  /** A day in words, in UTC: 'November 22, 2026', '22 de noviembre de 2026'. */
  date(value: Date): string;
  /** A page's title as the report's pages name it. */
  pageTitle(page: LayoutPage): string;
  /** The rule data's texts and the rules' sentences in this language. */
  rules: RuleTexts;
}

/** The PDF's words in `locale`. */
export function pdfWords(locale: PdfLocale): PdfWords {
  const catalogue = PDF_CATALOGUES[locale];
  const tag = INTL_TAGS[locale];
  const numberFormat = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
  const dollarFormat = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const dateFormat = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const t = (key: PdfMessageKey, values?: Record<string, string | number>): string => fillTemplate(catalogue[key], values);
  return {
    locale,
    t,
    number: (value) => numberFormat.format(value),
    dollars: (value) => dollarFormat.format(value),
    date: (value) => dateFormat.format(value),
    pageTitle: (page) => t(`page.${page}`),
    rules: RULE_TEXTS[locale],
  };
}
