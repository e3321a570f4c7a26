// The rules in Spanish: every sentence of texts.ts, and every text we write in the rule data
// (each jurisdiction's, in its folder of core/jurisdictions), the map layers' names and the words the sentences put in their placeholders,
// each under its English. Sources (document titles, quoted law) stay in their language; statute
// names and section numbers stay as they are. texts-es.test.ts fails on a text without Spanish.
// The widget loads this module only when it speaks Spanish, so English readers never carry it.
import type { RuleSentenceId } from './texts';
import { JURISDICTION_TEXTS_ES } from '../jurisdictions/texts-es';
import { ruleTextsIn, type TranslatedRuleTexts } from './translate-texts';

/** The sentences of texts.ts in Spanish, by the same ids. */
const SENTENCES: Record<RuleSentenceId, string> = {
  'step.value': '{label}: {size}',
  'step.unknownFact': '{label}: no se conoce, porque {fact} no figura en los datos',
  'step.half': '{label}: la mitad de {fact} ({factSize}) = {size}',
  'step.times': '{label}: {factor} × {fact} ({factSize}) = {size}',
  'step.whole': '{label}: {fact}, {size}',
  'step.over': '{label}: {fact} ({factSize}) es de más de {threshold}',
  'step.upTo': '{label}: {fact} ({factSize}) es de {threshold} o menos',
  'step.smaller': 'El menor de estos valores: {size}',
  'step.larger': 'El mayor de estos valores: {size}',
  'step.noLimit': 'El límite no se puede calcular sin el dato que falta',
  'step.atMost': 'El límite es de {size} como máximo hasta que se conozca el dato que falta',
  'note.noTownRules': 'No hay normas municipales registradas para este lugar; se muestran las normas estatales.',
  'note.zoneNotInRules': 'La zona {zone} no figura en las normas municipales registradas.',
  'note.noZone': 'El lote no tiene zona en los datos.',
  'note.singleFamilyUnknown':
    'Nuestras fuentes no dicen si el distrito {zone} permite una vivienda unifamiliar; si la permite, se aplica el derecho estatal a una unidad de vivienda accesoria (ADU).',
  'note.residentialUnknown':
    'Nuestras fuentes no dicen si el distrito {zone} permite el uso residencial; si lo permite, se aplica el derecho estatal a una unidad de vivienda accesoria (ADU).',
  'note.notADwelling': 'La propiedad no figura como vivienda; una ADU necesita una vivienda principal en el lote.',
  'note.protectedAduUsed':
    'El tasador ya registra un apartamento accesorio en este lote. El estado protege una ADU por lote (760 CMR 71.02, Protected Use ADU; M.G.L. c.40A \u00a73): otra no tiene derecho estatal, y solo se permite donde una norma municipal permita más.',
  'note.multipleHouses': 'El lote tiene varias casas: el tope es la mitad de la superficie de la vivienda principal, y los datos dan la superficie de todas juntas, así que el tope es de 900 pies² como máximo hasta que se indique la superficie de la casa.',
  'note.mixedUseHomes': 'El tasador registra viviendas en la propiedad junto a otro uso (oficinas, una tienda, un restaurante): un edificio con una unidad de vivienda puede ser la vivienda principal de una ADU (760 CMR 71.02), y los otros usos pueden traer normas propias.',
  'note.mixedUse':
    'El tasador registra la propiedad como de uso mixto, principalmente residencial: su vivienda puede ser la vivienda principal de una ADU (760 CMR 71.02), y los demás usos del lote pueden tener sus propias normas.',
  'note.condominium': 'La propiedad es un condominio: además de la zonificación, su escritura matriz y la asociación deciden si un propietario puede añadir una unidad o construir en el terreno común.',
  'note.parkingNearStation': 'No se puede exigir ninguna plaza de estacionamiento para la ADU: el lote está a {miles} mi de {station}, una {stationKind}, a menos de media milla.',
  'note.parkingPartlyNearStation':
    'No se puede exigir ninguna plaza de estacionamiento para una ADU en la parte del lote a menos de media milla de {station}, una {stationKind} a entre {miles} y {farMiles} mi; más atrás en el lote, se puede exigir como máximo una plaza.',
  'note.parkingNoStationNear':
    'Se puede exigir como máximo una plaza de estacionamiento: ninguna estación de tren de cercanías ni de metro de nuestros datos está a menos de media milla (la más cercana es {station}, a {miles} mi). Tampoco se puede exigir ninguna a menos de media milla de una terminal de ferri o de una estación de autobuses; esas no están en nuestros datos.',
  'note.parkingNoStationData':
    'Se puede exigir como máximo una plaza de estacionamiento, y ninguna a menos de media milla de una estación de tren de cercanías, de metro, de una terminal de ferri o de una estación de autobuses; no tenemos datos de estaciones de este lugar, así que no se comprueba la distancia.',
  'summary.unlikely': 'Es probable que esta propiedad no cumpla los requisitos para {type}.',
  'summary.noDwelling': 'Una ADU necesita una vivienda principal en el lote, y esta propiedad no figura como tal; vea la primera sección.',
  'summary.legalUnknown': 'Si se permite {type} aquí no está en nuestras fuentes; vea la primera sección.',
  'summary.sizeAtMost': 'Podría construir {type} de {size} como máximo, {legal}; el límite exacto necesita la superficie de la casa, que los datos no dan (vea Límites de tamaño).',
  'summary.special': 'Esta propiedad podría cumplir los requisitos para {type}, con consideraciones especiales.',
  'summary.size': 'Podría construir {type} de hasta {size}; {legal}.',
  'summary.sizeOrMore': 'Podría construir {type} de hasta {size}; {legal}, o quizás más grande con un permiso especial.',
  'summary.protectedAduUsed': 'Este lote ya tiene un apartamento accesorio, la única ADU que protege el estado; nuestras fuentes no dicen si el municipio permite además {type}.',
  'summary.inferred': 'Esto se apoya en un supuesto sobre el distrito; vea la primera sección.',
  'summary.considerations': 'Hay consideraciones especiales; vea más abajo.',
  'summary.noZone': 'El lote no tiene zona en los datos; elegirla confirma la respuesta (vea la primera sección).',
  'summary.zone': 'La zona del lote no está entre las reglas del municipio que tenemos; vea la primera sección.',
  'summary.propertyType': 'La propiedad no figura como casa; vea la primera sección.',
  'summary.principalDwelling': 'La superficie de la casa no está en los datos; vea Límites de tamaño.',
  'summary.placement': 'Aún no se sabe dónde puede ubicarse en el lote; vea Ubicación.',
  'assumption.district-allows-single-family': 'Supone que el distrito {zone} permite viviendas unifamiliares; confírmelo con la tabla de usos de {town}.',
  'assumption.district-allows-residential': 'Supone que el distrito {zone} está zonificado para uso residencial; confírmelo con el código de zonificación de {town}.',
  'assumption.unzoned-lot-allows-single-family':
    'Supone que el distrito del lote permite viviendas unifamiliares, ya que {home} que hay en él sugiere que allí se permite el uso residencial; elija la zona para confirmarlo con la tabla de usos de {town}.',
  'assumption.unzoned-lot-allows-residential':
    'Supone que el lote está zonificado para uso residencial, como sugiere la casa que hay en él; elija la zona para confirmarlo con el código de zonificación de {town}.',
  'assumption.state-standard-size':
    'Muestra la norma estatal, que se aplica donde {town} no tiene una ordenanza propia de unidades de vivienda accesorias (ADU) o la que tiene es nula; una ordenanza municipal puede fijar un tamaño máximo menor, nunca por debajo de 850 pies² (1,000 pies² con más de un dormitorio), y en todo caso se permiten 800 pies² con retiros laterales y posteriores de 4 pies; confírmelo con {town}.',
  'assumption.assessor-gross-floor-area':
    'Toma como superficie bruta de la vivienda principal la superficie bruta construida que registra el tasador, {size}; 760 CMR 71.02 define la superficie bruta con la que se mide el tope, y lo que cuenta (un sótano, un ático, un garaje) puede no coincidir con la medida del tasador: confirme la superficie con el departamento de construcción.',
  'assumption.transit-distance':
    'Mide la media milla en línea recta desde el lote hasta el punto de la estación en los datos de estaciones del estado (MassGIS); la ley no dice cómo se mide la distancia, y a pie el recorrido es más largo.',
  'assumption.secondary-source': 'Este dato ({value}) procede de una fuente secundaria ({source}), no de la norma misma; confírmelo con {confirm}.',
  'assumption.exterior-side-setback':
    'Mide el lindero lateral exterior (el segundo lindero de calle de un lote en esquina) con el mayor de los retiros frontal y lateral, ya que no hay un retiro lateral exterior registrado; confírmelo con {town}.',
  'assumption.unknown-lot-line-setback':
    'Mide los linderos cuyo tipo no se pudo determinar con el retiro más grande; indique el tipo de cada lindero para medirlos desde el correcto.',
  'badge.within': 'A menos de {feet} pies',
  'cost.sizePlan': 'Tamaño: {size}, el del plano colocado {plan}',
  'cost.sizeAssumed': 'Tamaño: se suponen {size}, el límite por derecho propio, ya que no hay ningún plano colocado',
  'cost.perSqft': '{item}: de {low} a {high} US$ por pie cuadrado \u00d7 {size} = de {totalLow} a {totalHigh} US$',
  'cost.fixed': '{item}: de {low} a {high} US$',
  'cost.total': 'Total: de {low} a {high} US$',
  'cost.publicRange': 'Rango: de {low} a {high} US$, lo que indica {source} para {what}, consultado el {date}; no está calculado para este lote ni este tamaño',
  'cost.feeNone': 'Tasas de impacto: ninguna, ya que la unidad tiene {size} de espacio habitable interior, 750 pies² o menos',
  'cost.feeProportional': 'Tasas de impacto: pueden cobrarse en proporción a la casa principal, ya que la unidad tiene más de 750 pies²; no incluidas',
  'cost.feeRule': 'Tasas de impacto: ninguna hasta 750 pies² de espacio habitable interior, en proporción a la casa principal por encima; no incluidas',
  'cost.feeAskTown': 'Tasas del permiso: las fija la tabla de tasas de {town}, que no tenemos; pregunte al departamento de construcción; no incluidas',
  'rent.bedroomsPlan': 'Dormitorios: {bedrooms}, los del plano colocado {plan}',
  'rent.bedroomsAssumed': 'Dormitorios: se supone {bedrooms}, la ADU nueva más común, ya que no hay ningún plano colocado',
  'rent.fmr': 'Alquiler justo de mercado (Fair Market Rent) del año fiscal {fy}, {area}, con {bedrooms} dormitorio(s): {monthly} US$ al mes',
  'rent.fictional': 'Alquiler ficticio del pueblo de demostración, con {bedrooms} dormitorio(s): {monthly} US$ al mes',
  'rent.payback': 'Recuperación: {cost} US$, el punto medio del costo estimado, \u00f7 {yearly} US$ al año = {years} años, sin contar financiación, impuestos, mantenimiento ni meses vacíos',
  'next.checkFirst.ma': 'Primero, compruebe las normas',
  'next.checkFirst.ma.text': 'Confirme con el municipio que el lote está en un distrito donde se permite una vivienda unifamiliar: allí se permite una ADU por derecho propio, y el municipio no puede exigir un permiso especial para ella.',
  'next.checkFirst.ca': 'Primero, compruebe las normas',
  'next.checkFirst.ca.text': 'Una conversión dentro de una vivienda unifamiliar, y una ADU nueva separada con retiros laterales y traseros de 4 pies, deben aprobarse en un lote residencial, digan lo que digan las normas locales.',
  'next.plotPlan': 'Plano del terreno',
  'next.plotPlan.text': 'Pregunte al departamento de construcción si necesita un plano del terreno hecho por un agrimensor registrado, con los linderos, los edificios y los retiros.',
  'next.apply': 'Solicite el permiso de construcción',
  'next.apply.ask.text': 'Pida al departamento de construcción la solicitud y la lista de documentos: normalmente los planos, el plano del terreno y la licencia del constructor.',
  'next.apply.cambridge.text': 'Solicítelo en línea en el portal de permisos de la ciudad, con los planos en PDF; la ciudad comprueba que la solicitud está completa y luego la envía a sus otros departamentos.',
  'next.apply.ca.text': 'La ciudad decide en 15 días hábiles si la solicitud está completa, y enumera lo que falta.',
  'next.townMayRequire': 'Lo que el municipio puede exigir',
  'next.townMayRequire.text': 'Solo normas razonables: las normas sépticas del Title 5 donde se apliquen, la revisión del plano del sitio y normas dimensionales como retiros, volumen y altura, no más estrictas que para la casa. Ni permiso especial, ni que el dueño viva allí, y como mucho una plaza de estacionamiento, ninguna cerca del transporte público.',
  'next.clock.ca': 'El plazo de 60 días',
  'next.clock.ca.text': 'La ciudad aprueba o deniega una solicitud completa en 60 días, sin audiencia; si no decide, el permiso se considera aprobado.',
  'next.fees.ca': 'Tasas de impacto',
  'next.fees.ca.text': 'Ninguna para una ADU de 750 pies² de espacio habitable interior o menos; por encima, solo en proporción a la casa principal.',
  'next.historic.cambridge': 'Distritos históricos',
  'next.historic.cambridge.text': 'Un edificio en un distrito histórico o de conservación del vecindario, un monumento, o uno sujeto a una restricción de preservación necesita antes a la Comisión Histórica de Cambridge.',
  'next.inspections': 'Inspecciones',
  'next.inspections.text': 'El inspector de construcción revisa la obra mientras se construye; pregunte al departamento de construcción qué inspecciones reservar y cuándo puede habitarse la unidad.',
  'next.contact': 'A quién contactar',
  'next.contact.cambridge.text': 'El Departamento de Servicios de Inspección de Cambridge emite los permisos de construcción, a supervisores de obra con licencia o a dueños que trabajan en la casa donde viven.',
  'next.contact.town.text': 'El departamento de construcción del municipio: su página pública tiene los formularios, las tasas y el contacto.',
  'next.financing.ma': 'Financiación',
  'next.financing.ma.text': 'MassHousing presta hasta 250.000 US$ para una ADU separada y hasta 150.000 US$ para una adosada a dueños con ingresos que cumplan los requisitos y vivan en la casa, una vez tengan los planos y los permisos.',
  'next.ask': 'Pregunte al municipio',
  'next.ask.text': 'Aún no tenemos una lista de pasos para este lugar; el departamento de construcción del municipio tiene los pasos, los documentos y las tasas.',
};

/** The words the sentences put in their placeholders: the facts a formula uses, the ADU types, the legal statuses, an unnamed town. */
const PHRASES: Record<string, string> = {
  "the principal dwelling's gross floor area": 'la superficie bruta de la vivienda principal',
  'the lot size': 'el tamaño del lote',
  'a Backyard Cottage': 'una cabaña en el patio',
  'an In-Home Apartment': 'un apartamento dentro de la casa',
  'allowed by right': 'se permite por derecho propio',
  'allowed by special permit': 'se permite con un permiso especial',
  'allowed by condition use permit': 'se permite con un permiso de uso condicional',
  'allowed without restriction': 'se permite sin restricciones',
  Illegal: 'no se permite',
  'the town': 'su municipio',
  // The homes an unzoned lot's assumption rests on (infer.ts HOME_WORDS).
  'the single-family home': 'la casa unifamiliar',
  'the two-family home': 'la casa bifamiliar',
  'the building of three or more homes': 'el edificio de tres o más viviendas',
  'the condominium building': 'el edificio en condominio',
  'the group of houses': 'el conjunto de casas',
  'the home in the mixed-use building': 'la vivienda del edificio de uso mixto',
  // The cost estimate's line items, the kinds a public range is given for, and its sources.
  Building: 'Construcción',
  Design: 'Diseño',
  'Permits and fees': 'Permisos y tasas',
  'Site work': 'Preparación del terreno',
  'Utility connections': 'Conexiones de servicios',
  Foundation: 'Cimentación',
  'a detached ADU': 'una ADU separada',
  'an attached ADU': 'una ADU adosada',
  'Dwellito\u2019s ADU cost guide': 'la guía de costos de ADU de Dwellito',
  // The kinds of station (transit.ts).
  'commuter rail station': 'estación de tren de cercanías',
  'subway station': 'estación de metro',
  'Silver Line bus rapid transit stop': 'parada de autobús de tránsito rápido de la Silver Line',
};

/** The map layers' names (core/property/gis-layers.ts) and the demo town's link. */
const LAYERS: Record<string, string> = {
  Wetlands: 'Humedales',
  'Historical Preservation': 'Preservación histórica',
  'FEMA Flood Zones': 'Zonas inundables de FEMA',
  'California Coastal Zone': 'Zona costera de California',
  'Tsunami Inundation Zones': 'Zonas de inundación por tsunami',
  'Tahoe Regional Planning Agency': 'Área de la Tahoe Regional Planning Agency',
  'High-Quality Transit Corridor': 'Corredor de transporte público de alta calidad',
  'Seismic Hazard Zone': 'Zona de riesgo sísmico',
  'Alquist-Priolo Earthquake Fault Zone': 'Zona de falla sísmica Alquist-Priolo',
  'Wildland-Urban Interface': 'Interfaz urbano-forestal',
  'Fire Hazard Severity Zone': 'Zona de peligro de incendio',
  'Shoreland Zone, possible': 'Zona ribereña, posible',
  'Surface Water Supply Protection Area': 'Área de protección de fuentes de agua superficial',
  'Septic Setback Area': 'Área de retiro de sistemas sépticos',
  'About the demo town': 'Sobre el municipio de demostración',
};

/** Every text of the rules in Spanish, by its English. */
export const TEXTS_ES: Readonly<Record<string, string>> = { ...PHRASES, ...LAYERS, ...JURISDICTION_TEXTS_ES };

/** The sentences of texts.ts in Spanish. */
export const SENTENCES_ES: Readonly<Record<RuleSentenceId, string>> = SENTENCES;

/** The rules in Spanish: `SPANISH_RULE_TEXTS.text('Parking')` is 'Estacionamiento'. */
export const SPANISH_RULE_TEXTS: TranslatedRuleTexts = ruleTextsIn({ sentences: SENTENCES, texts: TEXTS_ES, numberTag: 'es-US', area: '{value} pies²' });
