// The Spanish of every text Massachusetts, statewide’s rule data writes (rules.ts), under its English
// (decision 038). core/rules/texts-es.test.ts fails on a text without Spanish.

export const TEXTS_ES: Readonly<Record<string, string>> = {
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
  'a plot plan by a registered land surveyor, and a mortgage plan only at least 5 ft past the setbacks':
    'un plano del lote de un agrimensor colegiado, y un plano hipotecario solo a 5 pies o más de los retiros',
  'another Massachusetts building department\u2019s practice (Carlisle\u2019s)': 'la práctica de otro departamento de construcción de Massachusetts (el de Carlisle)',
  'the town\u2019s building department': 'el departamento de construcción del municipio',
};
