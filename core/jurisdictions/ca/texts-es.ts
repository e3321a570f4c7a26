// The Spanish of every text California, statewide’s rule data writes (rules.ts), under its English
// (decision 038). core/rules/texts-es.test.ts fails on a text without Spanish.

export const TEXTS_ES: Readonly<Record<string, string>> = {
  'State standard for a detached ADU': 'Norma estatal para una ADU separada',
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
};
