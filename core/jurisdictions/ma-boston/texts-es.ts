// The Spanish of every text Boston’s rule data writes (rules.ts), under its English
// (decision 038). core/rules/texts-es.test.ts fails on a text without Spanish.

export const TEXTS_ES: Readonly<Record<string, string>> = {
  Boston: 'Boston',
  'Boston has its own zoning code outside M.G.L. c.40A, so the state\u2019s by-right ADU rule does not apply; Boston\u2019s ADU program decides.':
    'Boston tiene su propio código de zonificación, fuera de M.G.L. c.40A, así que no se aplica la norma estatal que permite una unidad de vivienda accesoria (ADU) por derecho propio; decide el programa de ADU de Boston.',
  'that Boston is outside the Zoning Act': 'que Boston queda fuera de la Zoning Act',
  'news accounts of the 2024 ADU law': 'noticias sobre la ley de ADU de 2024',
  'the Boston Planning Department': 'el Boston Planning Department',
};
