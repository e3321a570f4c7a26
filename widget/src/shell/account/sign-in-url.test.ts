import { describe, expect, it } from 'vitest';
import { apiOriginOf, popupFeatures, signInPageUrl, vendorPageUrl } from './sign-in-url';

describe('signInPageUrl', () => {
  it("opens the API server's sign-in page with the host's origin to return to", () => {
    expect(signInPageUrl('https://lotline.example/', 'https://builder.example')).toBe(
      'https://lotline.example/sign-in?returnTo=https%3A%2F%2Fbuilder.example&mode=sign-in',
    );
    expect(signInPageUrl('http://127.0.0.1:4000', 'http://127.0.0.1:4000', 'sign-up')).toBe(
      'http://127.0.0.1:4000/sign-in?returnTo=http%3A%2F%2F127.0.0.1%3A4000&mode=sign-up',
    );
  });

  it('names the organization and the site the person is on for an embedded widget, and no site without an organization', () => {
    expect(signInPageUrl('https://lotline.example', 'https://lotline.example', 'sign-in', 'acme', 'https://builder.example')).toBe(
      'https://lotline.example/sign-in?returnTo=https%3A%2F%2Flotline.example&mode=sign-in&org=acme&site=https%3A%2F%2Fbuilder.example',
    );
    expect(signInPageUrl('https://lotline.example', 'https://lotline.example', 'sign-in', 'acme', null)).toBe(
      'https://lotline.example/sign-in?returnTo=https%3A%2F%2Flotline.example&mode=sign-in&org=acme',
    );
    expect(signInPageUrl('https://lotline.example', 'https://lotline.example', 'sign-in', undefined, 'https://builder.example')).toBe(
      'https://lotline.example/sign-in?returnTo=https%3A%2F%2Flotline.example&mode=sign-in',
    );
  });
});

describe('vendor pages', () => {
  it('live at the API base', () => {
    expect(vendorPageUrl('https://lotline.example/', '/packages')).toBe('https://lotline.example/packages');
    expect(apiOriginOf('https://lotline.example/api/')).toBe('https://lotline.example');
  });
});

describe('popupFeatures', () => {
  it('centres the popup over the window, never off the screen', () => {
    expect(popupFeatures(100, 50, 1280, 900)).toBe('popup=yes,width=480,height=680,left=500,top=160');
    expect(popupFeatures(0, 0, 300, 300)).toBe('popup=yes,width=480,height=680,left=0,top=0');
  });
});
