// The PDF (server/src/pdf/pdf-messages.ts) and the report on screen (widget/src/i18n/messages.ts)
// name the same things with the same words, in every language both speak, and the PDF's lot
// drawing names the kinds of lot line as the widget's map does (both colour them from core/color).
import { describe, expect, it } from 'vitest';
import { LOT_EDGE_KINDS } from '../../core/setback/lot-edges';
import { EDGE_KIND_KEYS } from '../../server/src/pdf/LotDrawing';
import { PDF_CATALOGUES, type PdfMessageKey } from '../../server/src/pdf/pdf-messages';
import { catalogues as loaded, type MessageKey } from '../../widget/src/i18n/messages';
import { es } from '../../widget/src/i18n/messages-es';

const catalogues = { en: loaded.en!, es };
import { edgeKindKey } from '../../widget/src/ui/lot-edge-labels';

/** PDF keys and the widget keys of the same words, in English and Spanish. */
const SAME_WORDS: [PdfMessageKey, MessageKey][] = [
  ['section.facts', 'property.facts'],
  ['fact.zone', 'fact.zone'],
  ['survey.title', 'survey.title'],
  ['survey.asks.surveyor-plot-plan', 'survey.asks.surveyor-plot-plan'],
  ['survey.asks.plot-plan', 'survey.asks.plot-plan'],
  ['survey.asks.mortgage-plan', 'survey.asks.mortgage-plan'],
  ['survey.asks.assessor-map', 'survey.asks.assessor-map'],
  ['survey.noRule', 'survey.noRule'],
  ['survey.unsureLines', 'survey.unsureLines'],
  ['survey.userLot', 'survey.userLot'],
  ['survey.recommend', 'survey.recommend'],
  ['survey.recommendInside', 'survey.recommendInside'],
  ['survey.close', 'survey.close'],
  ['survey.clear', 'survey.clear'],
  ['survey.noUnit', 'survey.noUnit'],
  ['fact.propertyType', 'fact.propertyType'],
  ['fact.lotSize', 'fact.lotSize'],
  ['fact.grossFloorArea', 'fact.grossFloorArea'],
  ['fact.yearBuilt', 'fact.yearBuilt'],
  ['fact.stories', 'fact.stories'],
  ['type.singleFamily', 'edit.type.singleFamily'],
  ['type.twoFamily', 'edit.type.twoFamily'],
  ['type.multiFamily', 'edit.type.multiFamily'],
  ['type.other', 'edit.type.other'],
  ['fact.address', 'search.label'],
  ['page.backyard-cottage', 'page.backyard-cottage'],
  ['page.in-home-apartment', 'page.in-home-apartment'],
  ['unit.sqft', 'unit.sqft'],
  ['unit.feet', 'unit.feet'],
  ['legal.status', 'legal.status'],
  ['section.summary', 'section.summary'],
  ['other.state', 'other.state'],
  ['other.municipality', 'other.municipality'],
  ['citation.sources', 'citation.sources'],
  ['value.locked', 'locked'],
  ['drawing.lotLines', 'legend.lotLines'],
  ['lotEdge.kind.front', 'lotEdge.kind.front'],
  ['lotEdge.kind.exteriorSide', 'lotEdge.kind.exteriorSide'],
  ['lotEdge.kind.interiorSide', 'lotEdge.kind.interiorSide'],
  ['lotEdge.kind.rear', 'lotEdge.kind.rear'],
  ['lotEdge.kind.unknown', 'lotEdge.kind.unknown'],
];

/** Words the PDF writes its own way in English (sentence case, no section numbers) but shares in Spanish. */
const SAME_SPANISH: [PdfMessageKey, MessageKey][] = [
  ['section.considerations', 'section.considerations'],
  ['section.size', 'section.size'],
  ['section.placement', 'section.placement'],
  ['section.other', 'section.other'],
  ['placement.front', 'edit.setback.front'],
  ['placement.side', 'edit.setback.side'],
  ['placement.rear', 'edit.setback.rear'],
  ['placement.building', 'edit.setback.building'],
  ['status.GREEN', 'likelihood.success'],
];

describe('the PDF’s words and the widget’s', () => {
  it('are the same for the same things', () => {
    for (const locale of ['en', 'es'] as const) {
      expect(SAME_WORDS.map(([pdf]) => PDF_CATALOGUES[locale][pdf])).toEqual(SAME_WORDS.map(([, widget]) => catalogues[locale][widget]));
    }
    const withoutNumber = (text: string) => text.replace(/^[IVX]+\.\s+/, '');
    expect(SAME_SPANISH.map(([pdf]) => PDF_CATALOGUES.es[pdf])).toEqual(SAME_SPANISH.map(([, widget]) => withoutNumber(catalogues.es[widget])));
  });

  it('name every kind of lot line alike', () => {
    for (const locale of ['en', 'es'] as const) {
      expect(LOT_EDGE_KINDS.map((kind) => PDF_CATALOGUES[locale][EDGE_KIND_KEYS[kind]])).toEqual(LOT_EDGE_KINDS.map((kind) => catalogues[locale][edgeKindKey(kind)]));
    }
  });
});
