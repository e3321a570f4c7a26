// The Spanish of every text Bellingham’s rule data writes (rules.ts), under its English
// (decision 038). core/rules/texts-es.test.ts fails on a text without Spanish.

export const TEXTS_ES: Readonly<Record<string, string>> = {
  'Bellingham zoning': 'Zonificación de Bellingham',
  'Bellingham\u2019s Use Regulations Schedule (\u00a7 240-31), its Intensity of Use Schedule of lot sizes, frontages and yards (\u00a7 240-40) and any ADU rule of its own are not in our sources yet: the state ADU right is shown, a residential district is assumed to allow single-family homes, and the town\u2019s setbacks and heights are not on file; the Building Department can confirm them.':
    'La tabla de usos de Bellingham (\u00a7 240-31), su tabla de tamaños de lote, frentes y retiros (\u00a7 240-40) y cualquier norma propia sobre unidades de vivienda accesorias (ADU) aún no están en nuestras fuentes: se muestra el derecho estatal a una ADU, se supone que un distrito residencial permite viviendas unifamiliares, y los retiros y alturas del municipio no constan; el Building Department puede confirmarlos.',
};
