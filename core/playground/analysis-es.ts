// The playground's answers in Spanish: every sentence and phrase of analysis-sentences.ts by the
// same id, the plan categories' nouns with their genders, and the words of buildings in the data.
// Sentences are phrased so that no adjective has to agree with a category ('No se permite esta
// piscina aquí'). Sources (document titles and sections) stay in English, and the line that names
// them says so; zone codes stay as they are. analysis-es.test.ts fails on a sentence the
// playground can write without Spanish. The widget loads this module only when it speaks Spanish.
import type { PlanCategory } from '../floor-plans/category';
import { SPANISH_RULE_TEXTS } from '../rules/texts-es';
import type { AnalysisSentenceId } from './analysis-sentences';
import { analysisTextsIn, type AnalysisTexts, type Gender } from './translate-analysis';

/** The sentences and phrases of analysis-sentences.ts in Spanish, by the same ids. */
const SENTENCES: Record<AnalysisSentenceId, string> = {
  'standing.existingHouse': 'la casa existente',
  'standing.existingOutbuilding': 'la construcción auxiliar existente',
  'standing.existing': 'la construcción existente ({label})',
  'standing.drawn': '{theCategory} que usted dibujó',
  'standing.drawnBuilding': 'el edificio que usted dibujó',
  'standing.placed': '{theCategory}',
  'standing.placedNth': '{theCategory} {nth}',
  'line.front': 'Lindero frontal',
  'line.exteriorSide': 'Lindero lateral exterior',
  'line.interiorSide': 'Lindero lateral interior',
  'line.rear': 'Lindero posterior',
  'line.unknown': 'Lindero de tipo desconocido',
  'setback.front': 'el retiro frontal',
  'setback.side': 'el retiro lateral',
  'setback.rear': 'el retiro posterior',
  'setback.exteriorSide': 'el retiro lateral exterior',
  'setback.largest': 'el retiro más grande',
  'remark.yours': 'su retiro',
  'remark.exteriorSide': 'el mayor de los retiros frontal y lateral, ya que no hay un retiro lateral exterior registrado',
  'remark.unknownLine': 'el retiro más grande, ya que no se sabe de qué tipo es este lindero',
  'legal.BR': 'se permite por derecho propio',
  'legal.SP': 'solo se permite con un permiso especial',
  'legal.CONDITION_USE_PERMIT': 'solo se permite con un permiso de uso condicional',
  'legal.UNRESTRICTED': 'se permite sin restricciones',
  'legal.ALLOWED': 'se permite',
  'legal.NOT_ALLOWED': 'no se permite',
  'legal.noZone': 'La zona del lote no figura en nuestros datos, así que no se puede saber si se permite {aCategory}.',
  'legal.notInSources': 'Zona {zone}: nuestras fuentes no dicen si se permite {aCategory}.',
  'legal.notADwelling': 'La propiedad no figura como vivienda, y una ADU necesita una vivienda principal.',
  'legal.inZone': 'Zona {zone}: {aCategory} {legal}.',
  'legal.onLot': 'En este lote: {aCategory} {legal}.',
  'setback.notInSources': '{line}: {found} de distancia; {setback} para {aCategory} no figura en nuestras fuentes.',
  'setback.measured': '{line}: {found} de distancia; se exigen {required}{remarks}.',
  'separation.measured': 'Distancia a {other}: {found}; se exigen {required}{remarks}.',
  'separation.buildingsUnknown': 'Los edificios de este lote no figuran en nuestros datos, así que no se puede comprobar la distancia a ellos.',
  'separation.alone': 'No hay ningún otro edificio ni estructura en el lote.',
  'separation.notInSources': 'Distancia a {other}: {found}; la separación entre edificios no figura en nuestras fuentes.',
  'overlap.measured': 'Se superpone a {other}: dos estructuras no pueden ocupar el mismo lugar.',
  'separation.mayAdjoin': 'Distancia a {other}: {found}; puede estar junto a otros edificios.',
  'footprint.limit': 'Superficie ocupada: {area}; se permiten {maxArea} como máximo.',
  'footprint.aduLimit': 'Superficie ocupada: {area}; se permiten {maxArea} de superficie de piso como máximo para la ADU.',
  'footprint.noLimit': 'Superficie ocupada: {area}; no hay otro límite de superficie ocupada que la cobertura del lote.',
  'footprint.aduDepends': 'Superficie ocupada: {area}; el límite de superficie de piso de la ADU, de {maxArea} como máximo, depende de datos que no tenemos.',
  'footprint.notInSources': 'Superficie ocupada: {area}; el límite de superficie ocupada no figura en nuestras fuentes.',
  'footprint.aduNotInSources': 'Superficie ocupada: {area}; el límite de superficie de piso no figura en nuestras fuentes.',
  'coverage.buildingsUnknown': 'Cobertura del lote: los edificios de este lote no figuran en nuestros datos, así que no se puede calcular la cobertura.',
  'coverage.notInSources': 'Cobertura del lote: {share} del lote con todos los edificios y estructuras; el límite no figura en nuestras fuentes.',
  'coverage.noLimit': 'Cobertura del lote: {share} del lote con todos los edificios y estructuras; no hay límite.',
  'coverage.limit': 'Cobertura del lote: {share} del lote con todos los edificios y estructuras; se permite un {maxShare} como máximo.',
  'physical.touchesBuilding': '{TheCategory} no puede estar en contacto con una construcción existente.',
  'physical.notConnected': '{TheCategory} tiene que unirse a la casa principal.',
  'physical.moveIt': 'Muévala a otro lugar.',
  'physical.houseUnknown': 'La casa principal de este lote no figura en nuestros datos, así que no se puede saber si se une a ella.',
  'physical.connected': 'Se une a la casa principal.',
  'physical.buildingsUnknown': 'Los edificios de este lote no figuran en nuestros datos, así que no se puede saber si toca alguno.',
  'physical.apart': 'No toca ningún edificio existente.',
  'consideration.onLotBadge': '{layer} ({badge}) en este lote: construir aquí requiere una revisión que nuestros datos no pueden resolver.',
  'consideration.onLot': '{layer} en este lote: construir aquí requiere una revisión que nuestros datos no pueden resolver.',
  'consideration.nearBadge': '{layer} ({badge}) cerca de este lote: es una nota, que no cambia la respuesta.',
  'consideration.near': '{layer} cerca de este lote: es una nota, que no cambia la respuesta.',
  'clause.legalUnknownInZone': 'si se permite {aCategory} en la zona {zone}',
  'clause.legalUnknownHere': 'si se permite {aCategory} aquí',
  'clause.notAllowedInZone': 'no se permite {aCategory} en la zona {zone}',
  'clause.notAllowedHere': 'no se permite {aCategory} aquí',
  'clause.assumption': 'el supuesto en que se basa la respuesta para {aCategory}',
  'clause.specialPermit': 'el permiso especial que necesita',
  'clause.conditionUsePermit': 'el permiso de uso condicional que necesita',
  'clause.setbackNotMet': 'no se cumple {setback} ({found} de distancia; se exigen {required})',
  'clause.tooClose': 'está demasiado cerca de {other} ({found}; se exigen {required})',
  'clause.buildingsUnknown': 'dónde están los edificios del lote',
  'clause.separation': 'la separación entre edificios',
  'clause.footprintTooLarge': 'su superficie ocupada es demasiado grande ({area}; como máximo {maxArea})',
  'clause.floorAreaLimit': 'el límite de superficie de piso',
  'clause.footprintLimit': 'el límite de superficie ocupada',
  'clause.coverage': 'la cobertura del lote',
  'clause.coverageLimit': 'el límite de cobertura del lote',
  'clause.coverageExceeded': 'el lote quedaría cubierto por encima de su límite ({share}; como máximo {maxShare})',
  'clause.houseUnknown': 'dónde está la casa principal',
  'clause.touchesBuilding': 'toca una construcción existente',
  'clause.notConnected': 'no se une a la casa principal',
  'clause.overlaps': 'se superpone a {other}',
  'clause.consideration': 'lo que implica «{layer}» en este lote',
  'short.notPermitted': 'No se permite {thisCategory} aquí: {clauses}.',
  'short.notSure': 'Quizás se permita {thisCategory} aquí, pero nuestros datos no permiten determinar {clauses}.',
  'short.permitted': 'Se permite {thisCategory} aquí: cumple las {count} normas revisadas.',
  'short.notKnown': 'No se sabe si se permite {thisCategory} aquí: nuestros datos no determinan ninguna de sus normas ({clauses}).',
  'detail.titleInZone': '{Category} en la zona {zone}, según las normas vigentes el {date}:',
  'detail.titleNoZone': '{Category} en una zona desconocida, según las normas vigentes el {date}:',
  'detail.pass': 'Cumple: {check}',
  'detail.fail': 'No cumple: {check}',
  'detail.unknown': 'No se sabe: {check}',
  'detail.note': 'Nota: {check}',
  'detail.source': 'Fuente (en inglés): {sources}.',
};

/** The plan categories' nouns inside a sentence, as the playground's cards name them (widget playground-messages.ts). */
const CATEGORIES: Record<PlanCategory, { noun: string; gender: Gender }> = {
  'in-home-apartment': { noun: 'apartamento dentro de la casa', gender: 'm' },
  'backyard-cottage': { noun: 'cabaña en el patio', gender: 'f' },
  'single-family': { noun: 'casa unifamiliar', gender: 'f' },
  'multi-family': { noun: 'casa multifamiliar', gender: 'f' },
  'home-additions': { noun: 'ampliación de la casa', gender: 'f' },
  deck: { noun: 'terraza de madera', gender: 'f' },
  patio: { noun: 'patio', gender: 'm' },
  pool: { noun: 'piscina', gender: 'f' },
  'sport-court': { noun: 'cancha deportiva', gender: 'f' },
  shed: { noun: 'cobertizo', gender: 'm' },
  garage: { noun: 'garaje', gender: 'm' },
  'backyard-farm': { noun: 'huerto en el patio', gender: 'm' },
};

/** The words the data gives the lot's buildings (the demo town's, lowercased as a check writes them). */
const BUILDINGS: Record<string, string> = { house: 'casa', garage: 'garaje', shed: 'cobertizo', outbuilding: 'construcción auxiliar' };

/** The sentences of analysis-sentences.ts in Spanish. */
export const ANALYSIS_SENTENCES_ES: Readonly<Record<AnalysisSentenceId, string>> = SENTENCES;

/** The plan categories' Spanish nouns and genders. */
export const CATEGORY_NOUNS_ES: Readonly<Record<PlanCategory, { noun: string; gender: Gender }>> = CATEGORIES;

/** The playground's answers in Spanish: `SPANISH_ANALYSIS_TEXTS.text('This shed is permitted here: it meets all 7 rules checked.')` is 'Se permite este cobertizo aquí: cumple las 7 normas revisadas.' */
export const SPANISH_ANALYSIS_TEXTS: AnalysisTexts = analysisTextsIn({
  sentences: SENTENCES,
  categories: CATEGORIES,
  articles: { the: { m: 'el', f: 'la' }, a: { m: 'un', f: 'una' }, this: { m: 'este', f: 'esta' } },
  buildings: BUILDINGS,
  numberTag: 'es-US',
  units: { area: '{value} pies²', percent: '{value} %', feet: '{value} pies', inches: '{value} pulg', feetInches: '{feet} pies {inches} pulg' },
  and: ' y ',
  // 'Distancia a el cobertizo' is 'Distancia al cobertizo'; 'cerca de el garaje', 'cerca del garaje'.
  contract: (text) => text.replace(/(?<!\p{L})([Aa]) el(?!\p{L})/gu, '$1l').replace(/(?<!\p{L})([Dd])e el(?!\p{L})/gu, '$1el'),
  rules: SPANISH_RULE_TEXTS,
});
