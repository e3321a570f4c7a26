// The Spanish of every text Cambridge’s rule data writes (rules.ts), under its English
// (decision 038). core/rules/texts-es.test.ts fails on a text without Spanish.

export const TEXTS_ES: Readonly<Record<string, string>> = {
  'Cambridge zoning': 'Zonificación de Cambridge',
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
};
