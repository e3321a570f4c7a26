// GET /api/docs: the OpenAPI document as a readable page, made on the server. Operations are
// grouped by tag, each with its method, path, summary, parameters, body fields (types, limits,
// required marks) and answers; shared schemas follow. No script at all, the stylesheet is a file
// of its own (/api/docs.css), and every text is escaped.
import { escapeHtml } from '../mail/escape-html';
import { COMPONENT_REF_PREFIX } from '../http/json-schema';
import type { DocumentSchema, OpenApiDocument, OpenApiOperation } from './openapi-document';

/** Where the page's stylesheet is served. */
export const DOCS_STYLESHEET_PATH = '/api/docs.css';

/** The page's stylesheet. */
export const DOCS_CSS = `
:root { color-scheme: light; --ink: #1d2521; --muted: #56625c; --line: #d8dfdb; --accent: #1f6f5c; --get: #1f6f5c; --post: #2357a6; --put: #8a5a00; --patch: #6b3fa0; --delete: #a12b2b; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fbfcfb; }
header, main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem; }
header { border-bottom: 1px solid var(--line); }
h1 { margin: 0.5rem 0; font-size: 1.75rem; }
h2 { margin-top: 2.5rem; border-bottom: 2px solid var(--accent); padding-bottom: 0.25rem; }
h3 { font-size: 1.05rem; margin: 0; display: flex; gap: 0.75rem; align-items: baseline; flex-wrap: wrap; }
h4 { margin: 1rem 0 0.25rem; font-size: 0.95rem; color: var(--muted); }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0; list-style: none; }
a { color: var(--accent); }
code, .path { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.9em; }
.operation { border: 1px solid var(--line); border-radius: 6px; padding: 1rem; margin: 1rem 0; background: #fff; }
.method { display: inline-block; min-width: 4.5rem; text-align: center; border-radius: 4px; color: #fff; font-weight: 700; font-size: 0.8rem; padding: 0.1rem 0.4rem; text-transform: uppercase; }
.method-get { background: var(--get); } .method-post { background: var(--post); } .method-put { background: var(--put); }
.method-patch { background: var(--patch); } .method-delete { background: var(--delete); }
.auth { font-size: 0.8rem; color: var(--muted); }
table { border-collapse: collapse; width: 100%; margin: 0.25rem 0; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); padding: 0.3rem 0.5rem; }
th { font-size: 0.8rem; color: var(--muted); font-weight: 600; }
.required { color: var(--delete); font-weight: 700; }
.limits { color: var(--muted); font-size: 0.85em; }
p.summary { margin: 0.5rem 0; }
`;

/** The content of a `#/components/schemas/<name>` reference, or undefined. */
function refName(schema: Schema): string | undefined {
  const ref = schema.$ref;
  return ref?.startsWith(COMPONENT_REF_PREFIX) ? ref.slice(COMPONENT_REF_PREFIX.length) : undefined;
}

type Schema = DocumentSchema;

/** Escaped text with `backticked` spans as code. */
const prose = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const componentLink = (name: string) => `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;

/** A short type label as HTML: `string`, `Email`, `LayoutUnit[]`, `"a" | "b"`. */
function typeLabel(schema: Schema, depth = 0): string {
  const name = refName(schema);
  if (name) return componentLink(name);
  if (depth > 4) return 'any';
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (schema.enum) return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.map((option) => typeLabel(option, depth + 1)).join(' | ');
  if (schema.type === 'array') {
    if (schema.prefixItems) return `[${schema.prefixItems.map((item) => typeLabel(item, depth + 1)).join(', ')}]`;
    const item = schema.items ? typeLabel(schema.items, depth + 1) : 'any';
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  }
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return `map of ${typeLabel(schema.additionalProperties, depth + 1)}`;
  }
  if (Array.isArray(schema.type)) return schema.type.map(escapeHtml).join(' | ');
  if (schema.type) return escapeHtml(schema.type + (schema.format ? ` (${schema.format})` : ''));
  return 'any';
}

/** The limits of a schema in words: length, items, range, pattern, default. */
function limits(schema: Schema): string {
  const parts: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) parts.push(`${min} to ${max} ${unit}`.trim());
    else if (min !== undefined) parts.push(`at least ${min} ${unit}`.trim());
    else if (max !== undefined) parts.push(`at most ${max} ${unit}`.trim());
  };
  range(schema.minLength, schema.maxLength, 'characters');
  range(schema.minItems, schema.maxItems, 'items');
  range(schema.minimum, schema.maximum, '');
  if (schema.exclusiveMinimum !== undefined) parts.push(`above ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined) parts.push(`below ${schema.exclusiveMaximum}`);
  if (schema.pattern) parts.push(`matches <code>${escapeHtml(schema.pattern)}</code>`);
  if (schema.default !== undefined) parts.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  const text = [parts.join('; '), schema.description ? prose(schema.description) : ''].filter(Boolean).join('. ');
  return text ? `<span class="limits">${text}</span>` : '';
}

/** Rows of an object's fields, nested objects as dotted names (arrays of objects as `name[].field`), `depth` levels deep. */
function fieldRows(schema: Schema, prefix = '', depth = 0): string[] {
  const rows: string[] = [];
  const object = schema.anyOf?.find((option) => option.properties) ?? schema;
  for (const [name, field] of Object.entries(object.properties ?? {})) {
    const required = (object.required ?? []).includes(name);
    const label = `${prefix}${name}`;
    rows.push(
      `<tr><td><code>${escapeHtml(label)}</code>${required ? ' <span class="required" title="required">*</span>' : ''}</td><td>${typeLabel(field)}</td><td>${limits(field)}</td></tr>`,
    );
    if (depth < 2 && !refName(field)) {
      // A nullable object (`anyOf: [object, null]`) lists its fields too.
      const inner = field.properties ? field : field.anyOf?.find((option) => option.properties && !refName(option));
      if (inner) rows.push(...fieldRows(inner, `${label}.`, depth + 1));
      else if (field.type === 'array' && field.items && typeof field.items === 'object' && field.items.properties) {
        rows.push(...fieldRows(field.items, `${label}[].`, depth + 1));
      }
    }
  }
  return rows;
}

function fieldsTable(schema: Schema): string {
  const rows = fieldRows(schema);
  if (rows.length === 0) return `<p>${typeLabel(schema)} ${limits(schema)}</p>`;
  return `<table><thead><tr><th>Field (<span class="required">*</span> required)</th><th>Type</th><th>Limits and notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const AUTH_WORDS: Record<string, string> = {
  bearer: 'Bearer token required',
  optional: 'Bearer token optional',
  none: 'No token',
};

function authOf(operation: OpenApiOperation): string {
  if (operation.security.length === 0) return AUTH_WORDS.none!;
  return operation.security.some((entry) => Object.keys(entry).length === 0) ? AUTH_WORDS.optional! : AUTH_WORDS.bearer!;
}

function operationSection(method: string, path: string, operation: OpenApiOperation, components: Record<string, Schema>): string {
  const parts: string[] = [];
  parts.push(
    `<h3><span class="method method-${escapeHtml(method)}">${escapeHtml(method)}</span> <span class="path">${escapeHtml(path)}</span> <span class="auth">${escapeHtml(authOf(operation))}</span></h3>`,
  );
  parts.push(`<p class="summary">${prose(operation.summary)}</p>`);
  if (operation.description) parts.push(`<p>${prose(operation.description)}</p>`);
  if (operation.parameters?.length) {
    const rows = operation.parameters.map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? ' <span class="required" title="required">*</span>' : ''}</td><td>${escapeHtml(p.in)}</td><td>${typeLabel(p.schema as Schema)}</td><td>${limits(p.schema as Schema)}</td></tr>`,
    );
    parts.push(`<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Limits and notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`);
  }
  if (operation.requestBody) {
    for (const [type, media] of Object.entries(operation.requestBody.content)) {
      const max = operation['x-max-body-bytes'];
      parts.push(`<h4>Body: <code>${escapeHtml(type)}</code>${max ? ` <span class="limits">at most ${Math.floor(max / 1024)} KB</span>` : ''}</h4>`);
      const schema = media.schema as Schema | undefined;
      const name = schema && refName(schema);
      // A body that is a shared schema shows its fields here too.
      if (name && components[name]) parts.push(`<p>${componentLink(name)}</p>`, fieldsTable({ ...components[name], description: undefined }));
      else if (schema) parts.push(fieldsTable(schema));
    }
  }
  const rows = Object.entries(operation.responses).map(([status, response]) => {
    const content = Object.entries(response.content ?? {})
      .map(([type, media]) => `<code>${escapeHtml(type)}</code>${media.schema ? ` ${typeLabel(media.schema as Schema)}` : ''}`)
      .join('<br>');
    return `<tr><td><code>${escapeHtml(status)}</code></td><td>${prose(response.description)}</td><td>${content || 'no body'}</td></tr>`;
  });
  parts.push(`<h4>Answers</h4><table><thead><tr><th>Status</th><th>Meaning</th><th>Body</th></tr></thead><tbody>${rows.join('')}</tbody></table>`);
  return `<section class="operation" id="op-${escapeHtml(operation.operationId)}">${parts.join('\n')}</section>`;
}

/** The documentation page of `document`. */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags[0] ?? 'Other';
      const list = byTag.get(tag) ?? [];
      list.push(operationSection(method, path, operation, document.components.schemas as Record<string, Schema>));
      byTag.set(tag, list);
    }
  }
  const tagId = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const nav = [...byTag.keys()].map((tag) => `<li><a href="#${escapeHtml(tagId(tag))}">${escapeHtml(tag)}</a></li>`);
  nav.push('<li><a href="#schemas">Schemas</a></li>');
  const groups = [...byTag.entries()].map(([tag, sections]) => `<h2 id="${escapeHtml(tagId(tag))}">${escapeHtml(tag)}</h2>\n${sections.join('\n')}`);
  const schemas = Object.entries(document.components.schemas).map(
    ([name, schema]) =>
      `<section class="operation" id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${(schema as Schema).description ? `<p>${prose((schema as Schema).description!)}</p>` : ''}${fieldsTable({ ...(schema as Schema), description: undefined } as Schema)}</section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<link rel="stylesheet" href="${DOCS_STYLESHEET_PATH}">
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <span class="limits">${escapeHtml(document.info.version)}, OpenAPI ${escapeHtml(document.openapi)}</span></h1>
<p>${prose(document.info.description)}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav aria-label="Groups"><ul>${nav.join('')}</ul></nav>
</header>
<main>
${groups.join('\n')}
<h2 id="schemas">Schemas</h2>
${schemas.join('\n')}
</main>
</body>
</html>
`;
}
