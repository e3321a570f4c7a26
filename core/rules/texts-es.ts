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
  'summary.special': 'Esta propiedad podría cumplir los requisitos para {type}, con consideraciones especiales.',
  'summary.size': 'Podría construir {type} de hasta {size}; {legal}.',
  'summary.sizeOrMore': 'Podría construir {type} de hasta {size}; {legal}, o quizás más grande con un permiso especial.',
  'summary.protectedAduUsed': 'Este lote ya tiene un apartamento accesorio, la única ADU que protege el estado; nuestras fuentes no dicen si el municipio permite además {type}.',
  'summary.inferred': 'Esto se apoya en un supuesto sobre el distrito; vea la primera sección.',
  'summary.considerations': 'Hay consideraciones especiales; vea más abajo.',
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
  'Bellingham zoning': 'Zonificación de Bellingham',
  'Bellingham\u2019s Use Regulations Schedule (\u00a7 240-31), its Intensity of Use Schedule of lot sizes, frontages and yards (\u00a7 240-40) and any ADU rule of its own are not in our sources yet: the state ADU right is shown, a residential district is assumed to allow single-family homes, and the town\u2019s setbacks and heights are not on file; the Building Department can confirm them.':
    'La tabla de usos de Bellingham (\u00a7 240-31), su tabla de tamaños de lote, frentes y retiros (\u00a7 240-40) y cualquier norma propia sobre unidades de vivienda accesorias (ADU) aún no están en nuestras fuentes: se muestra el derecho estatal a una ADU, se supone que un distrito residencial permite viviendas unifamiliares, y los retiros y alturas del municipio no constan; el Building Department puede confirmarlos.',
  'Cambridge\u2019s use table, its accessory-building rules and its ADU article are not in our sources yet: the state ADU right is shown, with what the city publishes about its districts, and what rests on an assumption says so.':
    'La tabla de usos de Cambridge, sus normas sobre edificios accesorios y su artículo sobre unidades de vivienda accesorias (ADU) aún no están en nuestras fuentes: se muestra el derecho estatal a una ADU, con lo que la ciudad publica sobre sus distritos, y lo que se apoya en un supuesto lo indica.',
  'The text of Cambridge\u2019s use table (Section 4.30) and dimensional tables (Article 5.000) as amended in 2025 is not in our sources, nor its accessory-building rules: that every district but open space allows homes, and the setbacks, come from accounts of the amendments by the city and by their sponsors, and the report marks them inferred.':
    'El texto de la tabla de usos de Cambridge (sección 4.30) y de sus tablas de dimensiones (artículo 5.000) tal como se enmendaron en 2025 no está en nuestras fuentes, ni sus normas sobre edificios accesorios: que todo distrito salvo el de espacios abiertos permita viviendas, y los retiros, proceden de resúmenes de las enmiendas hechos por la ciudad y por quienes las propusieron, y el informe los marca como inferidos.',
  'Multifamily rezoning': 'Rezonificación multifamiliar',
  'Since February 10, 2025 multifamily housing is allowed citywide, and residential districts have at least 5 ft side and rear setbacks, with some exceptions.':
    'Desde el 10 de febrero de 2025 se permite la vivienda multifamiliar en toda la ciudad, y los distritos residenciales tienen retiros laterales y posteriores de al menos 5 pies, con algunas excepciones.',
  'the 10 ft front yard': 'el retiro frontal de 10 pies',
  'the sponsoring councillors\u2019 account of the 2025 amendments in Banker & Tradesman': 'el resumen de las enmiendas de 2025 publicado en Banker & Tradesman por los concejales que las propusieron',
  'Section 5.31 (Table 5-1) of Cambridge\u2019s Zoning Ordinance': 'la sección 5.31 (tabla 5-1) de la Zoning Ordinance de Cambridge',
  'the Community Development Department\u2019s account of the 2025 amendments': 'el resumen de las enmiendas de 2025 del Community Development Department',
  'the 5 ft side and rear setbacks, and that no exception applies': 'los retiros laterales y posteriores de 5 pies, y que no se aplica ninguna excepción',
  'the 45 ft height of Residence C-1': 'la altura de 45 pies de Residence C-1',
  'homes allowed as of right in every district but open space': 'que se permiten viviendas por derecho propio en todo distrito salvo el de espacios abiertos',
  'the City Clerk\u2019s notice of the multifamily petition and the city\u2019s account of its adoption, which name multifamily and townhouse homes':
    'el aviso del City Clerk sobre la petición multifamiliar y el resumen de la ciudad sobre su aprobación, que mencionan viviendas multifamiliares y adosadas',
  'the use table (Section 4.30) of Cambridge\u2019s Zoning Ordinance': 'la tabla de usos (sección 4.30) de la Zoning Ordinance de Cambridge',
  'homes allowed in the Massachusetts Avenue and Cambridge Street districts': 'que se permiten viviendas en los distritos de Massachusetts Avenue y Cambridge Street',
  'the City Clerk\u2019s notice of the 2025 corridor petitions, which allow residential uses up to 8 and 12 stories':
    'el aviso del City Clerk sobre las peticiones de 2025 para esos corredores, que permiten usos residenciales de hasta 8 y 12 pisos',
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
  'The state standards apply where a city has no ADU ordinance of its own (or one that is void). A city may set a smaller maximum, but never below 850 sq ft (1,000 sq ft with more than one bedroom), and no local rule may prevent an 800 sq ft ADU with 4 ft side and rear setbacks; it may also allow more.':
    'Las normas estatales se aplican donde una ciudad no tiene una ordenanza propia de unidades de vivienda accesorias (ADU) o la que tiene es nula. Una ciudad puede fijar un máximo menor, pero nunca por debajo de 850 pies² (1,000 pies² con más de un dormitorio), y ninguna norma local puede impedir una ADU de 800 pies² con retiros laterales y posteriores de 4 pies; también puede permitir más.',
  'The state standards apply where a city has no ADU ordinance of its own (or one that is void). A city may set a smaller maximum, but never below 850 sq ft of interior livable space (1,000 sq ft with more than one bedroom), and no local rule may prevent an 800 sq ft ADU with 4 ft side and rear setbacks; it may also allow more.':
    'Las normas estatales se aplican donde una ciudad no tiene una ordenanza propia de unidades de vivienda accesorias (ADU) o la que tiene es nula. Una ciudad puede fijar un máximo menor, pero nunca por debajo de 850 pies² de espacio habitable interior (1,000 pies² con más de un dormitorio), y ninguna norma local puede impedir una ADU de 800 pies² con retiros laterales y posteriores de 4 pies; también puede permitir más.',
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
  'Allowed whatever the local rules say, with 4 ft side and rear setbacks': 'Permitido diga lo que diga la norma local, con retiros laterales y posteriores de 4 pies',
  'The existing space of the house, all a conversion may use': 'El espacio existente de la casa, todo el que puede usar una conversión',
  'Ordinance sent to the state': 'Ordenanza enviada al estado',
  'A city\u2019s ADU ordinance is void if the city did not send it to the state housing department (HCD) within 60 days of adopting it, or did not answer HCD\u2019s findings that it does not comply within 30 days; the state standards then apply until the city adopts one that complies (since January 1, 2026).':
    'La ordenanza de ADU de una ciudad es nula si la ciudad no la envió al departamento estatal de vivienda (HCD) en los 60 días siguientes a su adopción, o no respondió en 30 días a las conclusiones del HCD de que no cumple la ley; entonces se aplican las normas estatales hasta que la ciudad adopte una que cumpla (desde el 1 de enero de 2026).',
  'Preapproved plans': 'Planos preaprobados',
  'Every city must have a program of preapproved ADU plans (since January 1, 2025); an application for a detached ADU that uses a plan the city preapproved, or one identical to a plan it approved, in the current building code cycle is approved or denied within 30 days.':
    'Toda ciudad debe tener un programa de planos de ADU preaprobados (desde el 1 de enero de 2025); la solicitud de una ADU separada que usa un plano que la ciudad preaprobó, o uno idéntico a un plano que aprobó, en el ciclo vigente del código de construcción se aprueba o se deniega en 30 días.',
  'Attached additions': 'Ampliaciones adosadas',
  'An ADU added onto the house, rather than made within its existing space, is held where the city has no ADU ordinance of its own to half the floor area of the house and 1,200 sq ft, though no city may cap it below 850 sq ft (1,000 sq ft with more than one bedroom); it needs side and rear setbacks of at most 4 ft, and may be 25 ft tall or the zone\u2019s height limit, whichever is lower, in two stories.':
    'Una ADU añadida a la casa, en vez de hecha dentro de su espacio existente, queda limitada, donde la ciudad no tiene una ordenanza de ADU propia, a la mitad de la superficie de la casa y a 1,200 pies², aunque ninguna ciudad puede limitarla por debajo de 850 pies² (1,000 pies² con más de un dormitorio); necesita retiros laterales y posteriores de 4 pies como máximo, y puede tener 25 pies de altura o el límite de altura de la zona, lo que sea menor, en dos pisos.',
  'Parking with a new home': 'Estacionamiento con una vivienda nueva',
  'Where the ADU is applied for together with a new single-family or multifamily dwelling on the same lot, no parking may be required for it either, provided the ADU or the lot also meets one of the other exemptions.':
    'Cuando la ADU se solicita junto con una vivienda unifamiliar o multifamiliar nueva en el mismo lote, tampoco se le puede exigir estacionamiento, siempre que la ADU o el lote cumpla además alguna de las otras exenciones.',
  'Coastal zone': 'Zona costera',
  'In the coastal zone the Coastal Act still applies: an ADU needs a coastal development permit as well, but no public hearing may be required for it.':
    'En la zona costera sigue rigiendo la Ley Costera (Coastal Act): una ADU necesita además un permiso de desarrollo costero, pero no se puede exigir una audiencia pública para él.',
  'In the coastal zone the Coastal Act still applies: an ADU needs a coastal development permit as well, decided without a public hearing within 60 days of a complete application and together with the ADU permit, by the Coastal Commission where the city has no certified local coastal program (since October 2025).':
    'En la zona costera sigue rigiendo la Ley Costera (Coastal Act): una ADU necesita además un permiso de desarrollo costero, que se decide sin audiencia pública en 60 días desde que la solicitud está completa y junto con el permiso de la ADU, y lo decide la Comisión Costera donde la ciudad no tiene un programa costero local certificado (desde octubre de 2025).',
  'Selling an ADU': 'Vender una ADU',
  'An ADU may be rented but not sold apart from the house, except as a condominium where the city has adopted an ordinance that allows it; the condominium is created under the Davis-Stirling Act and the Subdivision Map Act, after a safety inspection and with the consent of every lienholder.':
    'Una ADU se puede alquilar, pero no vender aparte de la casa, salvo como condominio donde la ciudad haya adoptado una ordenanza que lo permita; el condominio se constituye conforme a la Ley Davis-Stirling y la Ley de Mapas de Subdivisión (Subdivision Map Act), tras una inspección de seguridad y con el consentimiento de cada acreedor con gravamen.',
  'Homeowners\u2019 associations': 'Asociaciones de propietarios',
  'An association\u2019s rules may not forbid or unreasonably restrict an ADU or junior ADU on a single-family lot, and since June 30, 2025 its reasonable restrictions may not include fees or other financial requirements.':
    'Las normas de una asociación de propietarios no pueden prohibir ni restringir sin razón una ADU o ADU junior en un lote unifamiliar, y desde el 30 de junio de 2025 sus restricciones razonables no pueden incluir tarifas ni otros requisitos económicos.',
  'San Jose\u2019s own ADU standards of this period are not in our sources, so the state standards are shown; the city may be more generous, and may not be stricter than the state floors.':
    'Las normas propias de San Jose sobre unidades de vivienda accesorias (ADU) de este periodo no están en nuestras fuentes, así que se muestran las normas estatales; la ciudad puede ser más generosa, pero no más estricta que los mínimos del estado.',
  'San Jose\u2019s city standard depends on the lot size': 'La norma municipal de San Jose depende del tamaño del lote',
  'City standard for a detached ADU on a lot of more than 9,000 sq ft': 'Norma municipal para una ADU separada en un lote de más de 9,000 pies²',
  'City standard for a detached ADU on a lot of 9,000 sq ft or less': 'Norma municipal para una ADU separada en un lote de 9,000 pies² o menos',
  'San Jose lets you design an ADU to the city\u2019s standards (Municipal Code \u00a720.80.175) or to the state standards (\u00a720.80.176), all of one or all of the other. Shown for a detached ADU are the city\u2019s: up to 1,000 sq ft, or 1,200 sq ft on a lot of more than 9,000 sq ft; one story up to 18 ft with no side or rear setback, behind the house or 45 ft back from the front, 6 ft from the house, and covering at most 40% of the rear yard; a second story, up to 25 ft, needs 4 ft side and rear setbacks. Under the state standards a new ADU may have up to 800 sq ft, with 4 ft side and rear setbacks, and be 18 ft tall (plus 2 ft for a pitched roof) if detached. Neither requires parking.':
    'San Jose permite diseñar una unidad de vivienda accesoria (ADU) según las normas de la ciudad (Código Municipal \u00a720.80.175) o según las normas estatales (\u00a720.80.176), todas de unas o todas de otras. Para una ADU separada se muestran las de la ciudad: hasta 1,000 pies², o 1,200 pies² en un lote de más de 9,000 pies²; un piso de hasta 18 pies sin retiro lateral ni posterior, detrás de la casa o a 45 pies del frente, a 6 pies de la casa, y cubriendo como máximo el 40% del patio trasero; un segundo piso, de hasta 25 pies, necesita retiros laterales y posteriores de 4 pies. Según las normas estatales, una ADU nueva puede tener hasta 800 pies², con retiros laterales y posteriores de 4 pies, y 18 pies de altura (más 2 pies para un techo inclinado) si es separada. Ninguna de las dos exige estacionamiento.',
  'San Jose attached ADUs': 'ADU adosadas en San Jose',
  'Under the city\u2019s standards an ADU added onto the house may have up to half of the main home\u2019s living area (garages and unfinished attics or basements not counted), and no more than 1,000 sq ft, or 1,200 sq ft on a lot of more than 9,000 sq ft, be 25 ft tall, and have its front door on another side than the house\u2019s. A conversion of existing space under the state standards has no size limit but that space, plus up to 150 sq ft for access.':
    'Según las normas de la ciudad, una ADU añadida a la casa puede tener hasta la mitad de la superficie habitable de la vivienda principal (sin contar garajes ni áticos o sótanos sin terminar), y no más de 1,000 pies², o 1,200 pies² en un lote de más de 9,000 pies², 25 pies de altura, y su puerta principal en otra fachada que la de la casa. Una conversión de espacio existente según las normas estatales no tiene más límite de tamaño que ese espacio, más hasta 150 pies² para el acceso.',
};

/** Every text of the rules in Spanish, by its English. */
export const TEXTS_ES: Readonly<Record<string, string>> = { ...PHRASES, ...LAYERS, ...MASSACHUSETTS, ...CALIFORNIA };

/** The sentences of texts.ts in Spanish. */
export const SENTENCES_ES: Readonly<Record<RuleSentenceId, string>> = SENTENCES;

/** The rules in Spanish: `SPANISH_RULE_TEXTS.text('Parking')` is 'Estacionamiento'. */
export const SPANISH_RULE_TEXTS: TranslatedRuleTexts = ruleTextsIn({ sentences: SENTENCES, texts: TEXTS_ES, numberTag: 'es-US', area: '{value} pies²' });
