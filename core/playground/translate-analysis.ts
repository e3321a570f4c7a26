// Reads the playground's English answers back into another language, as translate-texts.ts reads
// the rules' (decision 038): a text is matched against the templates of analysis-sentences.ts, its
// placeholders read back by their kind (a category as the language's noun in the form the
// sentence needs, lengths, areas, percentages and dates written anew, a phrase or a whole check
// read in turn, a list item by item) and written into the language's template of the same id.
// What no template of the answers matches may be one of the rules' sentences they quote (an
// assumption), a detailed explanation is read line by line, and a line sentence by sentence.
import type { PlanCategory } from '../floor-plans/category';
import type { TranslatedRuleTexts } from '../rules/translate-texts';
import { fillTemplate } from '../text/fill-template';
import { sentenceBySentence, templateReader, type PlaceholderReading } from '../text/read-templates';
import { ANALYSIS_PLACEHOLDER_KINDS, ANALYSIS_SENTENCES, type AnalysisPlaceholder, type AnalysisSentenceId } from './analysis-sentences';
import { categoryWords } from './analysis-text';

/** A grammatical gender, for the articles a noun takes. */
export type Gender = 'm' | 'f';

/** The words of one language for the playground's answers. */
export interface AnalysisLanguage {
  sentences: Readonly<Record<AnalysisSentenceId, string>>;
  /** Each category's noun as it stands inside a sentence ('piscina'), and its gender. */
  categories: Readonly<Record<PlanCategory, { noun: string; gender: Gender }>>;
  /** The definite and indefinite articles and the demonstrative, by gender: `the.f` is 'la'. */
  articles: Readonly<Record<'the' | 'a' | 'this', Readonly<Record<Gender, string>>>>;
  /** The words the data gives buildings ('garage'), in this language; others are kept as they are. */
  buildings: Readonly<Record<string, string>>;
  /** The BCP 47 tag numbers and dates are written with ('es-US'). */
  numberTag: string;
  /** The units, each with its number as `{value}` ('{value} pies²'), and feet with inches as `{feet}` and `{inches}`. */
  units: Readonly<{ area: string; percent: string; feet: string; inches: string; feetInches: string }>;
  /** What joins the last two items of a list (' y '). */
  and: string;
  /** The text as the language writes it once its words are put together (Spanish contracts 'a el' to 'al'). */
  contract(text: string): string;
  /** The rules' words in this language: the assumptions an answer quotes, map layers' names and badges. */
  rules: TranslatedRuleTexts;
}

/** The playground's answers in a language: `text` keeps what it has no words for in English, `known` answers null for it. */
export interface AnalysisTexts {
  text(english: string): string;
  known(english: string): string | null;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const NAME = '(?:(?!: ).)+?';

/** What a kind of placeholder can be in English, as formatFeetInches, formatSqFt and formatPercent write it. */
const PATTERNS = {
  length: '\\d+ ft(?: \\d+ in)?|\\d+ in',
  area: '\\d[\\d,]* sq ft',
  percent: '\\d+(?:\\.\\d+)?%',
  number: '\\d+',
  date: '\\d{4}-\\d{2}-\\d{2}',
  // Between two parts of its template; reading it decides whether it is one.
  text: '.+?',
  list: '.+?',
  // Names of the data are kept when not known, so they must not reach over a ': ' into the text
  // around them ('Note: FEMA Flood Zones near this lot' is a note, not a layer named 'Note: FEMA…').
  building: NAME,
  rules: NAME,
  name: NAME,
  sources: '.+?',
  // After a required distance: none, or remarks in parentheses.
  remarks: '(?: \\([^()]+\\))*',
} as const;

/** The playground's answers in `language`. */
export function analysisTextsIn(language: AnalysisLanguage): AnalysisTexts {
  // Every category: the language's table names them all, as its type requires.
  const categories = Object.keys(language.categories) as PlanCategory[];
  const numbers = new Intl.NumberFormat(language.numberTag, { maximumFractionDigits: 1 });
  const number = (english: string) => numbers.format(Number(english.replace(/,/g, '')));
  const dates = new Intl.DateTimeFormat(language.numberTag, { dateStyle: 'long', timeZone: 'UTC' });
  const { units } = language;

  /** A category's forms in this language, by the English form the sentence holds ('a shed'). */
  const categoryForms = new Map<string, Record<string, string>>();
  for (const category of categories) {
    const { noun, gender } = language.categories[category];
    const the = `${language.articles.the[gender]} ${noun}`;
    const forms = { category: noun, Category: capitalized(noun), aCategory: `${language.articles.a[gender]} ${noun}`, theCategory: the, TheCategory: capitalized(the), thisCategory: `${language.articles.this[gender]} ${noun}` };
    for (const english of Object.values(categoryWords(category))) categoryForms.set(english, forms);
  }

  const length = (english: string): string => {
    const [, feet, inches] = /^(?:(\d+) ft)? ?(?:(\d+) in)?$/.exec(english)!;
    if (feet !== undefined && inches !== undefined) return fillTemplate(units.feetInches, { feet: number(feet), inches: number(inches) });
    return feet !== undefined ? fillTemplate(units.feet, { value: number(feet) }) : fillTemplate(units.inches, { value: number(inches!) });
  };

  /** 'a, b and c' item by item, in this language; cut where each item is known, into as many items as it can be. */
  const list = (english: string): string | null => {
    const commas = (text: string): string[] | null => {
      for (let at = text.indexOf(', '); at !== -1; at = text.indexOf(', ', at + 1)) {
        const first = known(text.slice(0, at));
        const rest = first === null ? null : commas(text.slice(at + 2));
        if (first !== null && rest !== null) return [first, ...rest];
      }
      const one = known(text);
      return one === null ? null : [one];
    };
    for (let at = english.lastIndexOf(' and '); at !== -1; at = at === 0 ? -1 : english.lastIndexOf(' and ', at - 1)) {
      const last = known(english.slice(at + ' and '.length));
      const head = last === null ? null : commas(english.slice(0, at));
      if (last !== null && head !== null) return `${head.join(', ')}${language.and}${last}`;
    }
    return known(english);
  };

  /** Each remark's words in this language, in parentheses as in English. */
  const remarks = (english: string): string | null => {
    const read = [...english.matchAll(/ \(([^()]+)\)/g)].map((match) => known(match[1]!));
    return read.every((remark) => remark !== null) ? read.map((remark) => ` (${remark})`).join('') : null;
  };

  const readers: Record<Exclude<(typeof ANALYSIS_PLACEHOLDER_KINDS)[AnalysisPlaceholder], 'category'>, (english: string) => string | null> = {
    length,
    area: (english) => fillTemplate(units.area, { value: number(english.slice(0, -' sq ft'.length)) }),
    percent: (english) => fillTemplate(units.percent, { value: number(english.slice(0, -1)) }),
    number,
    date: (english) => dates.format(new Date(`${english}T00:00:00Z`)),
    text: (english) => known(english),
    list,
    remarks,
    building: (english) => (Object.hasOwn(language.buildings, english) ? language.buildings[english]! : english),
    rules: (english) => language.rules.known(english) ?? english,
    name: (english) => english,
    sources: (english) => english,
  };

  const placeholder = (name: string, id: AnalysisSentenceId): PlaceholderReading => {
    if (!Object.hasOwn(ANALYSIS_PLACEHOLDER_KINDS, name)) throw new Error(`The sentence ${id} has a placeholder of no kind: {${name}}`);
    const kind = ANALYSIS_PLACEHOLDER_KINDS[name as AnalysisPlaceholder];
    if (kind === 'category') {
      const english = categories.map((category) => categoryWords(category)[name as 'category']).sort((a, b) => b.length - a.length);
      return { pattern: english.map(escape).join('|'), read: (text) => categoryForms.get(text) ?? null };
    }
    return {
      pattern: PATTERNS[kind],
      read: (english) => {
        const value = readers[kind](english);
        return value === null ? null : { [name]: value };
      },
    };
  };

  const template = templateReader(ANALYSIS_SENTENCES, language.sentences, placeholder);
  const sentence = (english: string): string | null => {
    const read = template(english);
    return read === null ? null : language.contract(read);
  };
  const line = sentenceBySentence((english) => sentence(english) ?? language.rules.known(english));
  /** A text of the answers in this language: a detailed explanation line by line. */
  const known = (english: string): string | null => {
    if (!english.includes('\n')) return line(english);
    const lines = english.split('\n').map(line);
    return lines.every((read) => read !== null) ? lines.join('\n') : null;
  };

  return { known, text: (english) => known(english) ?? english };
}
