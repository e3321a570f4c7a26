import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrgPublicConfig } from '../../../core/api';
import { createTranslator } from '../i18n/messages';
import { TranslateContext } from '../i18n/use-translate';
import { OrgConfigContext } from '../shell/org/org-context';
import { ctaLabel, OrgCta } from './OrgCta';
import { OrgLogo } from './OrgLogo';

const CONFIG: OrgPublicConfig = {
  id: 'lotline-demo',
  name: 'Lotline Demo Builders',
  logo_url: 'https://cdn.example/logo.png',
  main_cta: 'Talk to a builder',
  main_cta_mobile_title: 'Talk to us',
  colors: { primary: '#2f4a3a', secondary: '#a0522d', text: '#2d2a26' },
  map_style: 'streets',
  features: {},
  city_ids: [],
  allowed_origins: [],
  use_built_in_contact_form: true,
  external_contact_form_url: null,
  gallery: { int: [], ext: [] },
  visitor_report: 'limited',
};

function render(element: ReactNode, config: OrgPublicConfig | null, locale: 'en' | 'es' = 'en'): string {
  return renderToStaticMarkup(
    createElement(TranslateContext.Provider, { value: createTranslator(locale) }, createElement(OrgConfigContext.Provider, { value: config }, element)),
  );
}

describe('the organization call to action', () => {
  it('uses the mobile title on a narrow widget and the main text otherwise, each standing in for the other', () => {
    expect(ctaLabel(CONFIG, false)).toBe('Talk to a builder');
    expect(ctaLabel(CONFIG, true)).toBe('Talk to us');
    expect(ctaLabel({ main_cta: 'Get a quote', main_cta_mobile_title: null }, true)).toBe('Get a quote');
    expect(ctaLabel({ main_cta: null, main_cta_mobile_title: 'Quote' }, false)).toBe('Quote');
    expect(ctaLabel({ main_cta: null, main_cta_mobile_title: null }, false)).toBeNull();
  });

  it('is a button that opens the built-in lead form when the organization offers it', () => {
    const html = render(createElement(OrgCta, { compact: false, embedded: true }), CONFIG);
    expect(html).toBe(
      '<div class="org-cta" data-contact="built-in"><button type="button" class="button button--primary org-cta__button" aria-haspopup="dialog">Talk to a builder</button></div>',
    );
  });

  it('is not there when the built-in form is on but the lead_form feature is off, or the built-in form is off without a URL', () => {
    expect(render(createElement(OrgCta, { compact: false, embedded: true }), { ...CONFIG, features: { lead_form: false } })).toBe('');
    expect(render(createElement(OrgCta, { compact: false, embedded: false }), { ...CONFIG, use_built_in_contact_form: false, external_contact_form_url: null })).toBe('');
  });

  it('opens the external contact form in a new tab when the built-in form is off', () => {
    const html = render(createElement(OrgCta, { compact: true, embedded: true }), { ...CONFIG, use_built_in_contact_form: false, external_contact_form_url: 'https://builder.example/contact' });
    expect(html).toContain(
      '<a class="button button--primary org-cta__button" href="https://builder.example/contact" target="_blank" rel="noopener noreferrer">Talk to us<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(html).not.toContain('<button');
  });

  it('says “Contact us” when the organization set no call to action, in the visitor’s language', () => {
    expect(render(createElement(OrgCta, { compact: false, embedded: true }), { ...CONFIG, main_cta: null, main_cta_mobile_title: null }, 'es')).toContain('>Contáctenos</button>');
  });

  it('is not there without an organization', () => {
    expect(render(createElement(OrgCta, { compact: false, embedded: true }), null)).toBe('');
  });
});

describe('the organization logo', () => {
  it('shows the logo described by the organization’s name', () => {
    // (Server rendering adds a preload of the image before it.)
    expect(render(createElement(OrgLogo, { className: 'landing__logo' }), CONFIG)).toContain(
      '<img class="org-logo landing__logo" src="https://cdn.example/logo.png" alt="Lotline Demo Builders" referrerPolicy="no-referrer" decoding="async"/>',
    );
  });

  it('is not there without a logo or without an organization', () => {
    expect(render(createElement(OrgLogo), { ...CONFIG, logo_url: null })).toBe('');
    expect(render(createElement(OrgLogo), null)).toBe('');
  });
});
