import { describe, expect, it } from 'vitest';
import type { AddressDetails } from '../../../../core/api';
import { formatHostedUrl, parseHostedUrl } from './hosted-url';
import { formatInlineUrl, parseInlineUrl } from './inline-url';
import { rewriteQuery } from './query';
import { pageFromParam, type NavState } from './state';

const maple: AddressDetails = {
  state: 'MA',
  city: 'Maple Hollow',
  zip_code: '01999',
  street: 'Maple Street',
  street_number: '1',
  lat: 42.3237355,
  lng: -71.1995031,
  signature: '3Cy3uMZLZm1YH7xQjMxklyBsRszsYySGZA8LXHWDRSc',
};
const cambridge: AddressDetails = { ...maple, city: 'Cambridge', zip_code: '', street: 'Garden St', street_number: '120', lat: 42.38408545, lng: -71.13047375933972 };

describe('page parameter', () => {
  it('maps values as spec 1 section 2 says: none is the overview, unknown is the in-home apartment', () => {
    expect(pageFromParam(null)).toBe('overview');
    expect(pageFromParam('overview')).toBe('overview');
    expect(pageFromParam('playground')).toBe('playground');
    expect(pageFromParam('backyard-cottage')).toBe('backyard-cottage');
    expect(pageFromParam('in-home-apartment')).toBe('in-home-apartment');
    expect(pageFromParam('anything')).toBe('in-home-apartment');
  });
});

describe('hosted URL', () => {
  it('formats the report path with the address in the segments and the rest in the query and hash', () => {
    const href = formatHostedUrl('https://lotline.example/', { page: 'backyard-cottage', section: 'size-limitations', address: maple }, { landingPath: '/' });
    expect(href).toBe(
      'https://lotline.example/report/MA/Maple%20Hollow/01999/Maple%20Street/1?lat=42.3237355&lng=-71.1995031&signature=3Cy3uMZLZm1YH7xQjMxklyBsRszsYySGZA8LXHWDRSc&page=backyard-cottage#size-limitations',
    );
  });

  it('reads back exactly what it wrote, for every page, with and without a zip code', () => {
    for (const address of [maple, cambridge]) {
      for (const page of ['overview', 'playground', 'in-home-apartment', 'backyard-cottage'] as const) {
        const state: NavState = { page, address, section: 'placement', planCategory: page === 'playground' ? 'shed' : undefined };
        const href = formatHostedUrl('http://127.0.0.1:8080/', state, { landingPath: '/' });
        expect(parseHostedUrl(href)).toEqual({ state: { ...state, error: undefined }, landingPath: '/' });
      }
    }
  });

  it('uses /org-report/ for an organization and keeps proxied parameters such as referer', () => {
    const href = formatHostedUrl('https://lotline.example/?referer=builder.example&x=a%20b', { page: 'overview', address: cambridge }, { landingPath: '/', org: 'demo' });
    const url = new URL(href);
    expect(url.pathname).toBe('/org-report/MA/Cambridge/-/Garden%20St/120');
    expect(url.search.startsWith('?referer=builder.example&x=a%20b&lat=')).toBe(true);
    expect(parseHostedUrl(href).state.address).toEqual(cambridge);
  });

  it('goes back to the landing without the report parameters, keeping the others', () => {
    const report = 'https://lotline.example/report/MA/Maple%20Hollow/01999/Maple%20Street/1?ref=x&lat=1&lng=2&signature=s&page=backyard-cottage#placement';
    const { landingPath } = parseHostedUrl(report);
    expect(landingPath).toBe('/');
    expect(formatHostedUrl(report, { page: 'overview' }, { landingPath })).toBe('https://lotline.example/?ref=x');
    expect(formatHostedUrl(report, { page: 'overview', error: 'pick-address' }, { landingPath })).toBe('https://lotline.example/?ref=x&error=pick-address');
  });

  it('puts reports beside a landing page in a folder', () => {
    expect(new URL(formatHostedUrl('https://a.example/lotline/index.html', { page: 'overview', address: maple }, { landingPath: '/lotline/index.html' })).pathname).toBe(
      '/lotline/report/MA/Maple%20Hollow/01999/Maple%20Street/1',
    );
    expect(parseHostedUrl('https://a.example/lotline/report/MA/Maple%20Hollow/01999/Maple%20Street/1?lat=1&lng=2&signature=s').landingPath).toBe('/lotline/');
  });

  it('answers no address when a part is missing or malformed, and reads the error parameter', () => {
    expect(parseHostedUrl('https://a.example/report/MA/Maple%20Hollow/01999/Maple%20Street/1?lat=1&lng=2').state.address).toBeUndefined();
    expect(parseHostedUrl('https://a.example/report/MA/Maple%20Hollow/01999/Maple%20Street/1?lat=x&lng=2&signature=s').state.address).toBeUndefined();
    expect(parseHostedUrl('https://a.example/report/MA/%E0%A4%A/01999/Maple%20Street/1?lat=1&lng=2&signature=s').state.address).toBeUndefined();
    expect(parseHostedUrl('https://a.example/?error=address-not-found').state).toEqual({ page: 'overview', planCategory: undefined, section: undefined, error: 'address-not-found' });
  });

  it('ignores a hash that is not a section id', () => {
    expect(parseHostedUrl('https://a.example/report/MA/C/-/S/1?lat=1&lng=2&signature=s#<script>').state.section).toBeUndefined();
  });
});

describe('inline URL', () => {
  const host = 'https://builder.example/adu/?utm_source=mail&q=a%20b#check';

  it('keeps the host path, parameters (byte for byte) and hash, adding only lotline- parameters', () => {
    const href = formatInlineUrl(host, { page: 'in-home-apartment', section: 'summary', address: maple });
    const url = new URL(href);
    expect(url.pathname).toBe('/adu/');
    expect(url.hash).toBe('#check');
    expect(url.search.startsWith('?utm_source=mail&q=a%20b&lotline-address=')).toBe(true);
    expect([...url.searchParams.keys()]).toEqual(['utm_source', 'q', 'lotline-address', 'lotline-page', 'lotline-section']);
    expect(parseInlineUrl(href)).toEqual({ page: 'in-home-apartment', section: 'summary', address: maple, planCategory: undefined, error: undefined });
  });

  it('removes its parameters on the landing and leaves the host URL as it was', () => {
    const report = formatInlineUrl(host, { page: 'backyard-cottage', address: cambridge, planCategory: 'shed' });
    expect(formatInlineUrl(report, { page: 'overview' })).toBe(host);
  });

  it('reads an error and ignores a broken address', () => {
    const state = parseInlineUrl('https://b.example/?lotline-error=pick-address&lotline-address=%7Bbad&lotline-page=backyard-cottage');
    expect(state).toEqual({ page: 'overview', planCategory: undefined, section: undefined, address: undefined, error: 'pick-address' });
  });
});

describe('rewriteQuery', () => {
  it('drops owned names (decoded), keeps the rest as written and appends entries encoded', () => {
    expect(rewriteQuery('?a=1&lotline%2Dpage=x&b=%20&&c', ['lotline-page'], [['lotline-page', 'y z']])).toBe('?a=1&b=%20&c&lotline-page=y%20z');
    expect(rewriteQuery('', ['a'], [])).toBe('');
    expect(rewriteQuery('?a=1', ['a'], [])).toBe('');
  });
});
