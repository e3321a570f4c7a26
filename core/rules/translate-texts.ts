// Reads the rules' English back into another language. A text of the rule data is looked up by its
// English (a gettext-style msgid); a sentence the rules wrote is matched against the English
// templates of texts.ts, its placeholders read back (areas and numbers as numbers, texts of the
// rules by their English) and written into the language's template of the same id
// (core/text/read-templates.ts). A summary is sentences one after another, so a text no template
// matches whole is tried sentence by sentence.
import { fillTemplate } from '../text/fill-template';
import { sentenceBySentence, templateReader, type PlaceholderReading } from '../text/read-templates';
import { PLACEHOLDER_KINDS, RULE_SENTENCES, type Placeholder, type RuleSentenceId, type RuleTexts } from './texts';

/** The words of one language: every sentence of texts.ts, and every text of the rule data by its English. */
export interface RuleLanguage {
  sentences: Readonly<Record<RuleSentenceId, string>>;
  texts: Readonly<Record<string, string>>;
  /** The BCP 47 tag numbers are written with ('es-US'). */
  numberTag: string;
  /** An area with its unit, the number as `{value}`: '{value} pies²'. */
  area: string;
}

/** The rule texts of a language, and `known`, which answers null for English it has no words for. */
export interface TranslatedRuleTexts extends RuleTexts {
  known(english: string): string | null;
}

const NUMBER = '-?\\d[\\d,]*(?:\\.\\d+)?';
const PATTERNS: Record<(typeof PLACEHOLDER_KINDS)[Placeholder], string> = { area: `${NUMBER} sq ft`, number: NUMBER, text: '.+?', name: '.+?' };

/** The rule texts of `language`. */
export function ruleTextsIn(language: RuleLanguage): TranslatedRuleTexts {
  const numbers = new Intl.NumberFormat(language.numberTag, { maximumFractionDigits: 3 });
  const number = (english: string) => numbers.format(Number(english.replace(/,/g, '')));
  const lookup = (english: string): string | null => (Object.hasOwn(language.texts, english) ? language.texts[english]! : null);

  /** A placeholder's value in the language, or null when a text of the rules has no words here. */
  const valueOf = (name: Placeholder, english: string): string | null => {
    switch (PLACEHOLDER_KINDS[name]) {
      case 'area':
        return fillTemplate(language.area, { value: number(english.slice(0, -' sq ft'.length)) });
      case 'number':
        return number(english);
      case 'text':
        return lookup(english);
      case 'name':
        return lookup(english) ?? english;
    }
  };

  const sentence = templateReader(RULE_SENTENCES, language.sentences, (name, id): PlaceholderReading => {
    if (!Object.hasOwn(PLACEHOLDER_KINDS, name)) throw new Error(`The sentence ${id} has a placeholder of no kind: {${name}}`);
    const placeholder = name as Placeholder;
    return {
      pattern: PATTERNS[PLACEHOLDER_KINDS[placeholder]],
      read: (english) => {
        const value = valueOf(placeholder, english);
        return value === null ? null : { [name]: value };
      },
    };
  });
  const known = sentenceBySentence((english) => lookup(english) ?? sentence(english));

  return {
    known,
    text: (english) => known(english) ?? english,
    assumption: (assumption) => {
      const id = `assumption.${assumption.key}`;
      if (!Object.hasOwn(language.sentences, id)) return assumption.text;
      const values: Record<string, string> = {};
      for (const [name, value] of Object.entries(assumption.params)) {
        values[name] = Object.hasOwn(PLACEHOLDER_KINDS, name) ? (valueOf(name as Placeholder, value) ?? value) : value;
      }
      return fillTemplate(language.sentences[id as RuleSentenceId], values);
    },
  };
}
