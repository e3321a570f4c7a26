// The words of the playground analysis: category labels, lengths in feet and inches, areas,
// percentages, legal statuses and the sources of a check as the report names them.
import type { PlanCategory } from '../floor-plans/category';
import { DOCUMENTS } from '../rules/documents';
import type { Cite, StructureLegal } from '../rules/model';
import { analysisSentence } from './analysis-sentences';

/** A category's name at the start of a sentence (spec 8's '<Label>'). */
export const CATEGORY_LABELS: Readonly<Record<PlanCategory, string>> = {
  'in-home-apartment': 'In-home apartment',
  'backyard-cottage': 'Backyard cottage',
  'single-family': 'Single-family home',
  'multi-family': 'Multi-family home',
  'home-additions': 'Home addition',
  deck: 'Deck',
  patio: 'Patio',
  pool: 'Pool',
  'sport-court': 'Sport court',
  shed: 'Shed',
  garage: 'Garage',
  'backyard-farm': 'Backyard farm',
};

/** 'a shed', 'an in-home apartment'. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** A category's forms that the sentences put in their placeholders: 'shed', 'Shed' and 'a shed'. */
export function categoryWords(category: PlanCategory): { category: string; Category: string; aCategory: string } {
  const label = CATEGORY_LABELS[category];
  return { category: label.toLowerCase(), Category: label, aCategory: withArticle(label.toLowerCase()) };
}

/** A length in whole feet and inches, rounded to the inch: '2 ft 6 in', '10 ft', '7 in'. */
export function formatFeetInches(feet: number): string {
  const inches = Math.round(feet * 12);
  const whole = Math.floor(inches / 12);
  const rest = inches - whole * 12;
  if (whole === 0 && rest > 0) return `${rest} in`;
  return rest === 0 ? `${whole} ft` : `${whole} ft ${rest} in`;
}

/** Square feet with thousands separators: '1,200 sq ft'. */
export function formatSqFt(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} sq ft`;
}

/** A percentage with at most one decimal: '12.4%', '35%'. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/** What a legal status says, in words ('allowed by right'). */
export const legalWords = (status: StructureLegal): string => analysisSentence(`legal.${status}`);

/** The sources of a check as one phrase: 'Maple Hollow Zoning Bylaw (fictional demo town), Principal buildings'. */
export function sourceText(cites: readonly Cite[]): string {
  return cites
    .map((cite) => {
      const document = DOCUMENTS[cite.doc];
      if (!document) return cite.doc;
      const headings = cite.sections.map((id) => document.sections.find((section) => section.id === id)?.heading ?? id);
      return [document.title, ...headings].join(', ');
    })
    .filter((text, i, all) => all.indexOf(text) === i)
    .join('; ');
}

/** Joins phrases as a list: 'a, b and c'. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
