// Message templates of the catalogues (the widget's and the PDF's): `{name}` placeholders filled
// from values; a placeholder without a value stays as it is, so a missing value shows in the text.

/** `template` with each `{name}` replaced by `values[name]`: `fillTemplate('{value} sq ft', { value: '1,200' })` is '1,200 sq ft'. */
export function fillTemplate(template: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? match : String(value);
  });
}
