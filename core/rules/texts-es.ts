// The rules in Spanish: every sentence of texts.ts, and every text we write in the rule data
// (core/rules/data/), the map layers' names and the words the sentences put in their placeholders,
// each under its English. Sources (document titles, quoted law) stay in their language; statute
// names and section numbers stay as they are. texts-es.test.ts fails on a text without Spanish.
// The widget loads this module only when it speaks Spanish, so English readers never carry it.
import type { RuleSentenceId } from './texts';
import { ruleTextsIn, type TranslatedRuleTexts } from './translate-texts';

/** The sentences of texts.ts in Spanish, by the same ids. */
const SENTENCES: Record<RuleSentenceId, string> = {
  'step.value': '{label}: {size}',
  'step.unknownFact': '{label}: no se conoce, porque {fact} no figura en los datos',
  'step.half': '{label}: la mitad de {fact} ({factSize}) = {size}',
  'step.times': '{label}: {factor} × {fact} ({factSize}) = {size}',
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
  'note.condominium': 'La propiedad es un condominio: además de la zonificación, su escritura matriz y la asociación deciden si un propietario puede añadir una unidad o construir en el terreno común.',
  'note.parkingNearStation': 'No se puede exigir ninguna plaza de estacionamiento para la ADU: el lote está a {miles} mi de {station}, una {stationKind}, a menos de media milla.',
  'note.parkingPartlyNearStation':
    'No se puede exigir ninguna plaza de estacionamiento para una ADU en la parte del lote a menos de media milla de {station}, una {stationKind} a entre {miles} y {farMiles} mi; más atrás en el lote, se puede exigir como máximo una plaza.',
  'note.parkingNoStationNear':
    'Se puede exigir como máximo una plaza de estacionamiento: ninguna estación de tren de cercanías ni de metro de nuestros datos está a menos de media milla (la más cercana es {station}, a {miles} mi). Tampoco se puede exigir ninguna a menos de media milla de una terminal de ferri o de una estación de autobuses; esas no están en nuestros datos.',
  'note.parkingNoStationData':
    'Se puede exigir como máximo una plaza de estacionamiento, y ninguna a menos de media milla de una estación de tren de cercanías, de metro, de una terminal de ferri o de una estación de autobuses; no tenemos datos de estaciones de este lugar, así que no se comprueba la distancia.',
  'summary.unlikely': 'Es probable que esta propiedad no cumpla los requisitos para {type}.',
  'summary.special': 'Esta propiedad podría cumplir los requisitos para {type}, con consideraciones especiales.',
  'summary.size': 'Podría construir {type} de hasta {size}; {legal}.',
  'summary.sizeOrMore': 'Podría construir {type} de hasta {size}; {legal}, o quizás más grande con un permiso especial.',
  'summary.inferred': 'Esto se apoya en un supuesto sobre el distrito; vea la primera sección.',
  'summary.considerations': 'Hay consideraciones especiales; vea más abajo.',
  'assumption.district-allows-single-family': 'Supone que el distrito {zone} permite viviendas unifamiliares; confírmelo con la tabla de usos de {town}.',
  'assumption.district-allows-residential': 'Supone que el distrito {zone} está zonificado para uso residencial; confírmelo con el código de zonificación de {town}.',
  'assumption.unzoned-lot-allows-single-family':
    'Supone que el distrito del lote permite viviendas unifamiliares, como sugiere la casa que hay en él; elija la zona para confirmarlo con la tabla de usos de {town}.',
  'assumption.unzoned-lot-allows-residential':
    'Supone que el lote está zonificado para uso residencial, como sugiere la casa que hay en él; elija la zona para confirmarlo con el código de zonificación de {town}.',
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

/** Massachusetts and its towns (data/massachusetts.ts, data/massachusetts-towns.ts). */
const MASSACHUSETTS: Record<string, string> = {
  'State cap for an ADU': 'Tope estatal para una ADU',
  'Half the principal dwelling': 'La mitad de la vivienda principal',
  'Owner occupancy': 'Residencia del propietario',
  'Neither the ADU nor the principal dwelling has to be occupied by the owner.':
    'Ni la unidad de vivienda accesoria (ADU) ni la vivienda principal tienen que estar ocupadas por el propietario.',
  'Lot size': 'Tamaño del lote',
  'No minimum lot size may be imposed on a protected use ADU.': 'No se puede exigir un tamaño mínimo de lote para una ADU de uso protegido.',
  Parking: 'Estacionamiento',
  'At most one extra parking space may be required, and none within half a mile of a commuter-rail, subway, ferry or bus station.':
    'Se puede exigir como máximo una plaza de estacionamiento adicional, y ninguna a menos de media milla de una estación de tren de cercanías, metro, ferry o autobús.',
  'Local rules': 'Normas locales',
  'The town may still apply Title 5 septic rules, site plan review and reasonable setbacks, bulk and height limits, and may restrict short-term rentals.':
    'El municipio todavía puede aplicar las normas de Title 5 sobre sistemas sépticos, la revisión del plano del sitio y retiros, límites de volumen y de altura razonables, y puede restringir los alquileres a corto plazo.',
  Dimensions: 'Dimensiones',
  'Setbacks and other dimensional rules for the ADU may be no stricter than those for the house, a single-family home or an accessory building in the district, whichever is most permissive.':
    'Los retiros y demás normas de dimensiones de la ADU no pueden ser más estrictos que los de la casa, una vivienda unifamiliar o un edificio accesorio en el distrito, según cuál sea el más permisivo.',
  'One protected ADU': 'Una ADU protegida',
  'The law protects one ADU per lot, attached or detached; the town may allow more, and may require a special permit for a second.':
    'La ley protege una ADU por lote, adosada o separada; el municipio puede permitir más, y puede exigir un permiso especial para una segunda.',
  'Local bylaws': 'Ordenanzas locales',
  'Since February 2, 2025, local zoning that conflicts with the ADU law cannot be enforced against a protected ADU, whether or not the town has amended its bylaw.':
    'Desde el 2 de febrero de 2025, la zonificación local que contradiga la ley de ADU no se puede aplicar a una ADU protegida, haya modificado o no el municipio su ordenanza.',
  'Before February 2, 2025': 'Antes del 2 de febrero de 2025',
  'The state did not yet protect ADUs; whether one was allowed depended on the town\u2019s zoning alone.':
    'El estado todavía no protegía las unidades de vivienda accesorias (ADU); que se permitiera una dependía solo de la zonificación del municipio.',
  'Cambridge zoning': 'Zonificación de Cambridge',
  'Cambridge\u2019s use table, its accessory-building rules and its ADU article are not in our sources yet: the state ADU right is shown, with what the city publishes about its districts and setbacks, and what rests on an assumption says so.':
    'La tabla de usos de Cambridge, sus normas sobre edificios accesorios y su artículo sobre unidades de vivienda accesorias (ADU) aún no están en nuestras fuentes: se muestra el derecho estatal a una ADU, con lo que la ciudad publica sobre sus distritos y retiros, y lo que se apoya en un supuesto lo indica.',
  'Multifamily rezoning': 'Rezonificación multifamiliar',
  'Since February 10, 2025 multifamily housing is allowed citywide, and residential districts have at least 5 ft side and rear setbacks, with some exceptions.':
    'Desde el 10 de febrero de 2025 se permite la vivienda multifamiliar en toda la ciudad, y los distritos residenciales tienen retiros laterales y posteriores de al menos 5 pies, con algunas excepciones.',
  'the 10 ft front yard': 'el retiro frontal de 10 pies',
  'the sponsors\u2019 account of the 2025 amendments': 'el resumen de las enmiendas de 2025 hecho por sus patrocinadores',
  'Article 5 of Cambridge\u2019s Zoning Ordinance': 'el artículo 5 de la Zoning Ordinance de Cambridge',
  Boston: 'Boston',
  'Boston has its own zoning code outside M.G.L. c.40A, so the state\u2019s by-right ADU rule does not apply; Boston\u2019s ADU program decides.':
    'Boston tiene su propio código de zonificación, fuera de M.G.L. c.40A, así que no se aplica la norma estatal que permite una unidad de vivienda accesoria (ADU) por derecho propio; decide el programa de ADU de Boston.',
  'that Boston is outside the Zoning Act': 'que Boston queda fuera de la Zoning Act',
  'news accounts of the 2024 ADU law': 'noticias sobre la ley de ADU de 2024',
  'the Boston Planning Department': 'el Boston Planning Department',
  'Demo town': 'Municipio de demostración',
  'Maple Hollow is fictional; its bylaw exists to show how Lotline reports a town\u2019s own rules.':
    'Maple Hollow es ficticio; su ordenanza existe para mostrar cómo Lotline presenta las normas propias de un municipio.',
};

/** California in its three periods and San Jose (data/california.ts). */
const CALIFORNIA: Record<string, string> = {
  'State standard for a detached ADU': 'Norma estatal para una ADU separada',
  'State standard for an attached ADU': 'Norma estatal para una ADU adosada',
  'Half the primary dwelling': 'La mitad de la vivienda principal',
  'Floor no size limit may go below, studio or one bedroom': 'Mínimo que ningún límite de tamaño puede rebajar, estudio o un dormitorio',
  'Floor no size limit may go below, studio or one bedroom (interior livable space)':
    'Mínimo que ningún límite de tamaño puede rebajar, estudio o un dormitorio (espacio habitable interior)',
  'State standards': 'Normas estatales',
  'These are the state standards, which apply where a city has no ADU ordinance of its own (or one that is void). A city may set a smaller maximum, but never below 850 sq ft (1,000 sq ft with more than one bedroom), and no local rule may prevent an 800 sq ft ADU with 4 ft side and rear setbacks; it may also allow more.':
    'Estas son las normas estatales, que se aplican donde una ciudad no tiene una ordenanza propia de unidades de vivienda accesorias (ADU) o la que tiene es nula. Una ciudad puede fijar un máximo menor, pero nunca por debajo de 850 pies² (1,000 pies² con más de un dormitorio), y ninguna norma local puede impedir una ADU de 800 pies² con retiros laterales y posteriores de 4 pies; también puede permitir más.',
  'These are the state standards, which apply where a city has no ADU ordinance of its own (or one that is void). A city may set a smaller maximum, but never below 850 sq ft of interior livable space (1,000 sq ft with more than one bedroom), and no local rule may prevent an 800 sq ft ADU with 4 ft side and rear setbacks; it may also allow more.':
    'Estas son las normas estatales, que se aplican donde una ciudad no tiene una ordenanza propia de unidades de vivienda accesorias (ADU) o la que tiene es nula. Una ciudad puede fijar un máximo menor, pero nunca por debajo de 850 pies² de espacio habitable interior (1,000 pies² con más de un dormitorio), y ninguna norma local puede impedir una ADU de 800 pies² con retiros laterales y posteriores de 4 pies; también puede permitir más.',
  Approval: 'Aprobación',
  'An ADU permit is approved ministerially, without a hearing or a special permit, within 60 days of a complete application; completeness is decided within 15 business days, and a denial or incompleteness finding can be appealed (since January 1, 2026).':
    'El permiso de una ADU se aprueba por trámite ministerial, sin audiencia ni permiso especial, en un plazo de 60 días desde que la solicitud está completa; si lo está se decide en 15 días hábiles, y se puede apelar una denegación o la decisión de que la solicitud está incompleta (desde el 1 de enero de 2026).',
  'An ADU permit is approved ministerially, without a hearing or a special permit, within 60 days of a complete application, or it is deemed approved.':
    'El permiso de una ADU se aprueba por trámite ministerial, sin audiencia ni permiso especial, en un plazo de 60 días desde que la solicitud está completa; si no, se da por aprobado.',
  Conversions: 'Conversiones',
  'An ADU made within the existing space of the house has no size limit beyond that space and needs no setback; one in an existing accessory structure may grow by 150 sq ft for access.':
    'Una ADU hecha dentro del espacio existente de la casa no tiene más límite de tamaño que ese espacio y no necesita retiro; una hecha en una estructura accesoria existente puede crecer 150 pies² para el acceso.',
  'Junior ADU': 'ADU junior',
  'A junior ADU of up to 500 sq ft of interior livable space may be made within the house as well. The owner must live in the house or the junior ADU only where they share sanitation, and it may be rented only for more than 30 days (since January 1, 2026).':
    'También se puede hacer dentro de la casa una ADU junior de hasta 500 pies² de espacio habitable interior. El propietario debe vivir en la casa o en la ADU junior solo cuando comparten el baño, y solo se puede alquilar por más de 30 días (desde el 1 de enero de 2026).',
  'A junior ADU of up to 500 sq ft may be made within the house as well; the owner must live in the house or in the junior ADU.':
    'También se puede hacer dentro de la casa una ADU junior de hasta 500 pies²; el propietario debe vivir en la casa o en la ADU junior.',
  'Neither the ADU nor the house has to be occupied by the owner; a city may only require rentals longer than 30 days.':
    'Ni la ADU ni la casa tienen que estar ocupadas por el propietario; una ciudad solo puede exigir que los alquileres duren más de 30 días.',
  'At most one space per ADU or per bedroom, whichever is less, and none within half a mile walking of public transit, in a historic district, for a unit within an existing structure, where on-street permits are not offered, or within a block of car share. A converted garage need not be replaced.':
    'Como máximo una plaza por ADU o por dormitorio, lo que sea menos, y ninguna a menos de media milla a pie del transporte público, en un distrito histórico, para una unidad dentro de una estructura existente, donde no se ofrecen permisos para estacionar en la calle o a menos de una cuadra de un servicio de carros compartidos. No hace falta reponer un garaje convertido.',
  Height: 'Altura',
  'A detached ADU may be at least 16 ft tall, 18 ft within half a mile walking of major transit (plus 2 ft to match the roof) or beside a multistory multifamily building; an attached one 25 ft or the zone\u2019s height limit, whichever is lower, in two stories.':
    'Una ADU separada puede tener al menos 16 pies de altura, y 18 pies a menos de media milla a pie de una parada importante de transporte público (más 2 pies para igualar el techo) o junto a un edificio multifamiliar de varios pisos; una adosada, 25 pies o el límite de altura de la zona, lo que sea menor, en dos pisos.',
  'No minimum lot size may be required, and only objective standards apply.': 'No se puede exigir un tamaño mínimo de lote, y solo se aplican normas objetivas.',
  'Multifamily lots': 'Lotes multifamiliares',
  'On a lot with a multifamily building: at least one ADU, and up to a quarter of its units, in space not used as living area, and up to two detached ADUs.':
    'En un lote con un edificio multifamiliar: al menos una ADU, y hasta una cuarta parte del número de sus viviendas, en espacios que no se usan como vivienda, y hasta dos ADU separadas.',
  'On a lot with a multifamily building: at least one ADU, and up to a quarter of its units, in space not used as living area, and up to eight detached ADUs, no more than the existing units (since January 1, 2025; two before).':
    'En un lote con un edificio multifamiliar: al menos una ADU, y hasta una cuarta parte del número de sus viviendas, en espacios que no se usan como vivienda, y hasta ocho ADU separadas, sin superar el número de viviendas existentes (desde el 1 de enero de 2025; antes, dos).',
  'Unpermitted ADUs': 'ADU sin permiso',
  'An ADU built without a permit before 2018 may not be refused a permit unless its correction is needed for health and safety.':
    'No se puede negar el permiso a una ADU construida sin permiso antes de 2018, salvo que haga falta corregirla por razones de salud y seguridad.',
  'An ADU or junior ADU built without a permit before 2020 may not be refused a permit unless its correction is needed for health and safety (since January 1, 2025).':
    'No se puede negar el permiso a una ADU o ADU junior construida sin permiso antes de 2020, salvo que haga falta corregirla por razones de salud y seguridad (desde el 1 de enero de 2025).',
  'Impact fees': 'Tarifas de impacto',
  'No impact fee on an ADU of 750 sq ft of interior livable space or less, or on a junior ADU of 500 sq ft or less; above that, fees in proportion to the house.':
    'No se cobra tarifa de impacto por una ADU de 750 pies² de espacio habitable interior o menos, ni por una ADU junior de 500 pies² o menos; por encima de eso, las tarifas son proporcionales a la casa.',
  'No impact fee on an ADU of less than 750 sq ft; above that, fees in proportion to the house.':
    'No se cobra tarifa de impacto por una ADU de menos de 750 pies²; por encima de eso, las tarifas son proporcionales a la casa.',
  'San Jose': 'San Jose',
  'San Jose\u2019s own ADU standards are not in our sources yet, so the state standards are shown; the city may be more generous, and may not be stricter than the state floors.':
    'Las normas propias de San Jose sobre unidades de vivienda accesorias (ADU) aún no están en nuestras fuentes, así que se muestran las normas estatales; la ciudad puede ser más generosa, pero no más estricta que los mínimos del estado.',
};

/** Every text of the rules in Spanish, by its English. */
export const TEXTS_ES: Readonly<Record<string, string>> = { ...PHRASES, ...LAYERS, ...MASSACHUSETTS, ...CALIFORNIA };

/** The sentences of texts.ts in Spanish. */
export const SENTENCES_ES: Readonly<Record<RuleSentenceId, string>> = SENTENCES;

/** The rules in Spanish: `SPANISH_RULE_TEXTS.text('Parking')` is 'Estacionamiento'. */
export const SPANISH_RULE_TEXTS: TranslatedRuleTexts = ruleTextsIn({ sentences: SENTENCES, texts: TEXTS_ES, numberTag: 'es-US', area: '{value} pies²' });
