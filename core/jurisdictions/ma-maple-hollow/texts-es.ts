// The Spanish of every text Maple Hollow, the demo town’s rule data writes (rules.ts), under its English
// (decision 038). core/rules/texts-es.test.ts fails on a text without Spanish.

export const TEXTS_ES: Readonly<Record<string, string>> = {
  'Demo town': 'Municipio de demostración',
  'Maple Hollow is fictional; its bylaw exists to show how Lotline reports a town\u2019s own rules.':
    'Maple Hollow es ficticio; su ordenanza existe para mostrar cómo Lotline presenta las normas propias de un municipio.',
};
