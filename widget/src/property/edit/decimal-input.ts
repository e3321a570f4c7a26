// The text of number inputs for facts and setbacks (spec 1 section 5: "Number fact inputs and
// setback inputs accept only digits and one decimal point"): filters for typed and pasted text,
// and the number a finished entry stands for.

/** `text` with everything but digits and its first decimal point removed: '1,2a3.4.5' → '123.45'. */
export function filterDecimal(text: string): string {
  let seenPoint = false;
  let kept = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') kept += char;
    else if (char === '.' && !seenPoint) {
      seenPoint = true;
      kept += char;
    }
  }
  return kept;
}

/**
 * `value` with the selection `start`–`end` replaced by the allowed part of `inserted` (typed or
 * pasted): digits, and a decimal point only when the rest of the value has none. Answers the new
 * value and where the caret goes.
 */
export function insertDecimal(value: string, start: number, end: number, inserted: string): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, end, value.length));
  const to = Math.min(value.length, Math.max(start, end));
  const before = value.slice(0, from);
  const after = value.slice(to);
  const hasPoint = (before + after).includes('.');
  const allowed = filterDecimal(inserted);
  const kept = hasPoint ? allowed.replace('.', '') : allowed;
  return { value: before + kept + after, caret: from + kept.length };
}

/** Whether typing `char` over the selection `start`–`end` of `value` adds anything. */
export function acceptsChar(value: string, start: number, end: number, char: string): boolean {
  return insertDecimal(value, start, end, char).value !== value.slice(0, Math.min(start, end)) + value.slice(Math.max(start, end));
}

/** The number an entry stands for ('5.' is 5, '.5' is 0.5), or null when it has no digit. */
export function parseDecimal(text: string): number | null {
  const clean = filterDecimal(text);
  if (!/\d/.test(clean)) return null;
  return Number(clean.startsWith('.') ? `0${clean}` : clean.endsWith('.') ? clean.slice(0, -1) : clean);
}
