// The message catalogue: every string the widget shows, in English and Spanish.

const en = {
  'landing.title': 'Look Up Your House!',
  'landing.subtitle': 'See if you can build a Backyard Cottage or In-Home Apartment',
  'search.label': 'Address',
  'search.placeholder': 'Enter your address',
  'search.submit': 'Look up',
  'search.loading': 'Searching…',
  'search.noResults': 'No matching address',
  'search.suggestions': 'Address suggestions',
  'property.loading': 'Loading the property…',
  'property.back': 'Look up another address',
  'property.map': 'Map of the lot and its buildings',
  'property.facts': 'Property facts',
  'property.notAvailable': 'Not available',
  'fact.propertyType': 'Property type',
  'fact.zone': 'Zone',
  'fact.lotSize': 'Lot size',
  'fact.grossFloorArea': 'Gross floor area',
  'fact.yearBuilt': 'Year built',
  'fact.buildings': 'Buildings',
  'fact.buildingsUnknown': 'Not in the public data',
  'unit.sqft': '{value} sq ft',
  'error.pick-address': 'Please Pick an Address from the Search Bar',
  'error.address-not-found': 'Address is not supported',
  'error.address-failed-to-load': 'Address failed to load',
  'error.unknown': 'Something went wrong',
  'toast.dismiss': 'Dismiss',
  'legend.title': 'Map legend',
  'legend.front': 'Front lot line',
  'legend.side': 'Side lot line',
  'legend.rear': 'Rear lot line',
  'legend.setback': 'Where a backyard cottage may stand',
} as const;

/** A message key. */
export type MessageKey = keyof typeof en;

const es: Record<MessageKey, string> = {
  'landing.title': '¡Busque su casa!',
  'landing.subtitle': 'Vea si puede construir una cabaña en el patio o un apartamento dentro de su casa',
  'search.label': 'Dirección',
  'search.placeholder': 'Escriba su dirección',
  'search.submit': 'Buscar',
  'search.loading': 'Buscando…',
  'search.noResults': 'Ninguna dirección coincide',
  'search.suggestions': 'Sugerencias de direcciones',
  'property.loading': 'Cargando la propiedad…',
  'property.back': 'Buscar otra dirección',
  'property.map': 'Mapa del lote y sus edificios',
  'property.facts': 'Datos de la propiedad',
  'property.notAvailable': 'No disponible',
  'fact.propertyType': 'Tipo de propiedad',
  'fact.zone': 'Zona',
  'fact.lotSize': 'Tamaño del lote',
  'fact.grossFloorArea': 'Superficie bruta',
  'fact.yearBuilt': 'Año de construcción',
  'fact.buildings': 'Edificios',
  'fact.buildingsUnknown': 'No figuran en los datos públicos',
  'unit.sqft': '{value} pies²',
  'error.pick-address': 'Elija una dirección de la barra de búsqueda',
  'error.address-not-found': 'Esta dirección no está disponible',
  'error.address-failed-to-load': 'No se pudo cargar la dirección',
  'error.unknown': 'Algo salió mal',
  'toast.dismiss': 'Cerrar',
  'legend.title': 'Leyenda del mapa',
  'legend.front': 'Lindero frontal',
  'legend.side': 'Lindero lateral',
  'legend.rear': 'Lindero posterior',
  'legend.setback': 'Donde puede ir una cabaña en el patio',
};

/** The supported locales. */
export type Locale = 'en' | 'es';

/** The catalogues by locale. */
export const catalogues: Record<Locale, Record<MessageKey, string>> = { en, es };

/** Picks the locale from an explicit attribute, else from the browser's languages, else English. */
export function resolveLocale(requested: string | undefined, browserLanguages: readonly string[]): Locale {
  for (const tag of [requested, ...browserLanguages]) {
    const base = tag?.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'es') return base;
  }
  return 'en';
}

/** A translate function for a locale: `t('unit.sqft', { value: '1,200' })`. */
export function createTranslator(locale: Locale): (key: MessageKey, values?: Record<string, string | number>) => string {
  const catalogue = catalogues[locale];
  return (key, values) => catalogue[key].replace(/\{(\w+)\}/g, (match, name: string) => String(values?.[name] ?? match));
}
