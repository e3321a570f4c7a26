import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_BUNDLE, EMBED_BUNDLE, readHostedPageRequest, renderAccountPage, renderHostedPage } from './hosted-page';

const query = (params: Record<string, string>) => (name: string) => params[name];
const html = '<html><body>\n<main><lotline-widget></lotline-widget></main></body></html>';

describe('readHostedPageRequest', () => {
  it('reads the organization, the language and embed mode', () => {
    expect(readHostedPageRequest(query({ org: 'hollow-creek', lang: 'es', embed: '1' }))).toEqual({ org: 'hollow-creek', lang: 'es', isEmbedded: true });
  });

  it('treats invalid values as absent', () => {
    expect(readHostedPageRequest(query({ org: 'Bad Org"><script>', lang: 'fr', embed: 'yes' }))).toEqual({ org: null, lang: null, isEmbedded: false });
  });
});

describe('renderHostedPage', () => {
  it('puts the organization, language and both tile layers on the widget and marks the body in embed mode', () => {
    const tiles = { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png?a=1&b="2"', satelliteTileUrl: 'https://sat.example/{z}/{y}/{x}.jpg?k=<1>' };
    const page = renderHostedPage(html, { org: 'hollow-creek', lang: 'en', isEmbedded: true }, tiles);
    expect(page).toBe(
      '<html><body data-embed>\n<main><lotline-widget tile-url="https://tiles.example/{z}/{x}/{y}.png?a=1&amp;b=&quot;2&quot;"'
      + ' satellite-tile-url="https://sat.example/{z}/{y}/{x}.jpg?k=&lt;1>" org="hollow-creek" lang="en"></lotline-widget></main></body></html>',
    );
  });

  it('leaves out the satellite layer when only map tiles are configured', () => {
    const page = renderHostedPage(html, { org: null, lang: null, isEmbedded: true }, { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    expect(page).toBe('<html><body data-embed>\n<main><lotline-widget tile-url="https://tiles.example/{z}/{x}/{y}.png"></lotline-widget></main></body></html>');
  });

  it('tells the widget where this server serves its Protomaps base map', () => {
    const page = renderHostedPage(html, { org: null, lang: null, isEmbedded: true }, { pmtilesUrl: '/basemap.pmtiles' });
    expect(page).toBe('<html><body data-embed>\n<main><lotline-widget pmtiles-url="/basemap.pmtiles"></lotline-widget></main></body></html>');
  });

  it('speaks Spanish around the widget with ?lang=es, in the words of demo-host/hosted.html', () => {
    const hosted = readFileSync(new URL('../../../demo-host/hosted.html', import.meta.url), 'utf8');
    const page = renderHostedPage(hosted, { org: null, lang: 'es', isEmbedded: false });
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<title>Lotline · ¿Qué puede construir en su lote?</title>');
    expect(page).toContain('<a class="demo-link" href="/demo/">Véalo integrado en el sitio de un constructor</a>');
    expect(page).toContain('<lotline-widget lang="es" mode="hosted"');
    expect(renderHostedPage(hosted, { org: null, lang: 'en', isEmbedded: false })).toContain(">See it embedded on a builder's site</a>");
  });

  it('makes the vendor’s own page keep the report in its URL', () => {
    expect(renderHostedPage(html, { org: null, lang: null, isEmbedded: false })).toBe(html.replace('<lotline-widget', '<lotline-widget mode="hosted"'));
  });

  it('loads the console bundle on Lotline’s own page and the embed bundle inside a builder’s site (decision 041)', () => {
    const hosted = readFileSync(new URL('../../../demo-host/hosted.html', import.meta.url), 'utf8');
    const script = (src: string) => `<script type="module" src="${src}"></script>`;
    expect([CONSOLE_BUNDLE, EMBED_BUNDLE]).toEqual(['/static/lotline-console.mjs', '/static/lotline-widget.mjs']);
    for (const org of [null, 'hollow-creek']) {
      const own = renderHostedPage(hosted, { org, lang: null, isEmbedded: false });
      expect(own).toContain(script(CONSOLE_BUNDLE));
      expect(own).not.toContain(EMBED_BUNDLE);
      const embedded = renderHostedPage(hosted, { org, lang: null, isEmbedded: true });
      expect(embedded).toContain(script(EMBED_BUNDLE));
      expect(embedded).not.toContain(CONSOLE_BUNDLE);
    }
    expect(renderAccountPage(hosted, { lang: null, title: 'Settings', returnTo: null, mode: 'settings' })).toContain(script(CONSOLE_BUNDLE));
  });
});

describe('renderAccountPage', () => {
  const page = '<html><head><title>Lotline · What can you build on your lot?</title></head><body>\n<main><lotline-widget></lotline-widget></main></body></html>';

  it('puts the widget in account mode with the language and the allowed origin, titles the page and marks the body', () => {
    expect(renderAccountPage(page, { lang: 'es', title: 'Sign in', returnTo: 'https://builder.example' })).toBe(
      '<html><head><title>Lotline · Sign in</title></head><body data-account>\n<main><lotline-widget mode="account" lang="es" return-to="https://builder.example"></lotline-widget></main></body></html>',
    );
    expect(renderAccountPage(page, { lang: null, title: 'Reset your password', returnTo: null })).toContain('<lotline-widget mode="account"></lotline-widget>');
  });

  it('puts the widget in settings mode on the wider settings page, and in join mode on the join page', () => {
    expect(renderAccountPage(page, { lang: null, title: 'Settings', returnTo: null, mode: 'settings' })).toBe(
      '<html><head><title>Lotline · Settings</title></head><body data-account data-settings>\n<main><lotline-widget mode="settings"></lotline-widget></main></body></html>',
    );
    expect(renderAccountPage(page, { lang: 'en', title: 'Join an organization', returnTo: null, mode: 'join' })).toBe(
      '<html><head><title>Lotline · Join an organization</title></head><body data-account>\n<main><lotline-widget mode="join" lang="en"></lotline-widget></main></body></html>',
    );
  });

  it('puts the widget in packages mode on the packages page, which is wider', () => {
    expect(renderAccountPage(page, { lang: 'es', title: 'Packages', returnTo: null, mode: 'packages' })).toBe(
      '<html><head><title>Lotline · Packages</title></head><body data-account data-packages>\n<main><lotline-widget mode="packages" lang="es"></lotline-widget></main></body></html>',
    );
  });

  it('writes an organization’s name as text in its attribute, replacement patterns and markup included', () => {
    const name = `<img src=x onerror=alert(1)> "Acme" & $' $& Sons`;
    expect(renderAccountPage(page, { lang: null, title: 'Sign in', returnTo: 'https://builder.example', organization: { id: 'acme', name }, site: 'https://builder.example' })).toBe(
      '<html><head><title>Lotline · Sign in</title></head><body data-account>\n<main><lotline-widget mode="account" return-to="https://builder.example" org="acme" org-name="&lt;img src=x onerror=alert(1)> &quot;Acme&quot; &amp; $\' $&amp; Sons" site="https://builder.example"></lotline-widget></main></body></html>',
    );
    // Without the site the person would be asked about, no organization is named and nothing is handed to it.
    expect(renderAccountPage(page, { lang: null, title: 'Sign in', returnTo: 'https://builder.example', organization: { id: 'acme', name } })).toContain(
      '<lotline-widget mode="account" return-to="https://builder.example"></lotline-widget>',
    );
  });
});
