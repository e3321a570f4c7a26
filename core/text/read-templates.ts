// Reads text written from English templates back into another language (decision 038): each
// template becomes a regular expression whose placeholders capture the values the English was
// filled with, each value is read by its placeholder (a number written anew, a text looked up),
// and the other language's template of the same id is filled with what they give. The rules'
// sentences (core/rules/translate-texts.ts) and the playground's answers
// (core/playground/translate-analysis.ts) are read this way.
import { fillTemplate } from './fill-template';

/** How a placeholder's English is found in a text, and what it gives the other language. */
export interface PlaceholderReading {
  /** What its English can be, as a regular expression source without capturing groups. */
  pattern: string;
  /**
   * The values the other language's template takes from it (usually one, under the placeholder's
   * own name; a noun may give several forms), or null when that language has no words for it.
   */
  read(english: string): Readonly<Record<string, string>> | null;
}

interface CompiledTemplate<Id extends string> {
  id: Id;
  pattern: RegExp;
  readings: PlaceholderReading[];
  /** The length of the template's own words: longer ones are tried first, so 'The smaller of these: {size}' wins over '{label}: {size}'. */
  literal: number;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile<Id extends string>(id: Id, template: string, placeholder: (name: string, id: Id) => PlaceholderReading): CompiledTemplate<Id> {
  const readings: PlaceholderReading[] = [];
  const parts = template.split(/\{(\w+)\}/);
  const source = parts
    .map((part, index) => {
      if (index % 2 === 0) return escape(part);
      const reading = placeholder(part, id);
      readings.push(reading);
      return `(${reading.pattern})`;
    })
    .join('');
  const literal = parts.filter((_, index) => index % 2 === 0).join('').length;
  return { id, pattern: new RegExp(`^${source}$`), readings, literal };
}

/**
 * A reader of text written from one of `templates`: the template of the same id in `translations`
 * filled with what the placeholders read, or null when no template matches with every placeholder
 * read. `placeholder` says how each placeholder is read, and throws on a name it does not know.
 */
export function templateReader<Id extends string>(
  templates: Readonly<Record<Id, string>>,
  translations: Readonly<Record<Id, string>>,
  placeholder: (name: string, id: Id) => PlaceholderReading,
): (english: string) => string | null {
  const compiled = (Object.keys(templates) as Id[]).map((id) => compile(id, templates[id], placeholder)).sort((a, b) => b.literal - a.literal);
  return (english) => {
    for (const { id, pattern, readings } of compiled) {
      const match = pattern.exec(english);
      if (!match) continue;
      const values: Record<string, string> = {};
      const complete = readings.every((reading, index) => {
        const read = reading.read(match[index + 1]!);
        if (read !== null) Object.assign(values, read);
        return read !== null;
      });
      if (complete) return fillTemplate(translations[id], values);
    }
    return null;
  };
}

/**
 * A reader of sentences one after another: `read` of the whole text, else split after a full stop
 * where `read` knows the first part and the rest is read the same way ('A. B. C.' as 'A.' then 'B. C.').
 */
export function sentenceBySentence(read: (english: string) => string | null): (english: string) => string | null {
  const known = (english: string): string | null => {
    const whole = read(english);
    if (whole !== null) return whole;
    for (let at = english.indexOf('. '); at !== -1; at = english.indexOf('. ', at + 1)) {
      const first = read(english.slice(0, at + 1));
      const rest = first === null ? null : known(english.slice(at + 2));
      if (first !== null && rest !== null) return `${first} ${rest}`;
    }
    return null;
  };
  return known;
}
