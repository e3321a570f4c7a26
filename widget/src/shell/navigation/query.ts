// Query-string editing that leaves every parameter it does not own byte for byte as it was
// (URLSearchParams would re-encode them: `%20` becomes `+`).

function nameOf(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * `search` (with or without its '?') without the parameters named in `owned`, then `entries`
 * appended in order. Answers '' or a string starting with '?'.
 */
export function rewriteQuery(search: string, owned: readonly string[], entries: readonly [string, string][]): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !owned.includes(nameOf(pair)));
  const added = entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  const all = [...kept, ...added];
  return all.length > 0 ? `?${all.join('&')}` : '';
}
