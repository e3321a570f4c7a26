// Reads the rules' English back into another language. A text of the rule data is looked up by its
// English (a gettext-style msgid); a sentence the rules wrote is matched against the English
// templates of texts.ts, its placeholders read back (areas and numbers as numbers, texts of the
// rules by their English) and written into the language's template of the same id. A summary is
// sentences one after another, so a text no template matches whole is tried sentence by sentence.
import { fillTemplate } from '../text/fill-template';
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

const NUMBER = '(-?\\d[\\d,]*(?:\\.\\d+)?)';
const PATTERNS: Record<(typeof PLACEHOLDER_KINDS)[Placeholder], string> = { area: `${NUMBER} sq ft`, number: NUMBER, text: '(.+?)', name: '(.+?)' };

interface CompiledSentence {
  id: RuleSentenceId;
  pattern: RegExp;
  placeholders: Placeholder[];
  /** The length of the template's own words: longer ones are tried first, so 'The smaller of these: {size}' wins over '{label}: {size}'. */
  literal: number;
}

function compile(id: RuleSentenceId): CompiledSentence {
  const template: string = RULE_SENTENCES[id];
  const placeholders: Placeholder[] = [];
  const parts = template.split(/\{(\w+)\}/);
  const source = parts
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const name = part as Placeholder;
      if (!Object.hasOwn(PLACEHOLDER_KINDS, name)) throw new Error(`The sentence ${id} has a placeholder of no kind: {${name}}`);
      placeholders.push(name);
      return PATTERNS[PLACEHOLDER_KINDS[name]];
    })
    .join('');
  const literal = parts.filter((_, index) => index % 2 === 0).join('').length;
  return { id, pattern: new RegExp(`^${source}$`), placeholders, literal };
}

/** The rule texts of `language`. */
export function ruleTextsIn(language: RuleLanguage): TranslatedRuleTexts {
  const sentences = (Object.keys(RULE_SENTENCES) as RuleSentenceId[]).map(compile).sort((a, b) => b.literal - a.literal);
  const numbers = new Intl.NumberFormat(language.numberTag, { maximumFractionDigits: 3 });
  const number = (english: string) => numbers.format(Number(english.replace(/,/g, '')));
  const lookup = (english: string): string | null => (Object.hasOwn(language.texts, english) ? language.texts[english]! : null);

  /** A placeholder's value in the language, or null when a text of the rules has no words here. */
  const valueOf = (name: Placeholder, english: string): string | null => {
    switch (PLACEHOLDER_KINDS[name]) {
      case 'area':
        return fillTemplate(language.area, { value: number(english) });
      case 'number':
        return number(english);
      case 'text':
        return lookup(english);
      case 'name':
        return lookup(english) ?? english;
    }
  };

  const sentence = (english: string): string | null => {
    for (const compiled of sentences) {
      const match = compiled.pattern.exec(english);
      if (!match) continue;
      const values: Record<string, string> = {};
      const complete = compiled.placeholders.every((name, index) => {
        const value = valueOf(name, match[index + 1]!);
        if (value !== null) values[name] = value;
        return value !== null;
      });
      if (complete) return fillTemplate(language.sentences[compiled.id], values);
    }
    return null;
  };

  const known = (english: string): string | null => {
    const found = lookup(english) ?? sentence(english);
    if (found !== null) return found;
    // Sentences one after another: split after a full stop where both sides are known.
    for (let at = english.indexOf('. '); at !== -1; at = english.indexOf('. ', at + 1)) {
      const first = lookup(english.slice(0, at + 1)) ?? sentence(english.slice(0, at + 1));
      const rest = first === null ? null : known(english.slice(at + 2));
      if (first !== null && rest !== null) return `${first} ${rest}`;
    }
    return null;
  };

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
