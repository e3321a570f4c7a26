import { describe, expect, it } from 'vitest';
import { DARK_TEXT, LIGHT_TEXT, orgThemeCss, orgThemeProperties, readableTextOn } from './org-theme';

describe('the organization theme', () => {
  it('turns the demo organization’s colours into the widget’s custom properties', () => {
    expect(orgThemeCss({ primary: '#2f4a3a', secondary: '#a0522d', text: '#2d2a26' })).toBe(
      ':host { --lotline-primary: #2f4a3a; --lotline-on-primary: #ffffff; --lotline-secondary: #a0522d; --lotline-on-secondary: #ffffff; --lotline-text: #2d2a26; }',
    );
  });

  it('sets only the colours the organization chose, and nothing that is not a hex colour', () => {
    expect(orgThemeProperties({ primary: null, secondary: null, text: '#333' })).toEqual({ '--lotline-text': '#333' });
    expect(orgThemeProperties({ primary: 'red;}*{color:red', secondary: null, text: null })).toEqual({});
    expect(orgThemeCss({ primary: null, secondary: null, text: null })).toBe('');
  });

  it('picks the text colour that reads better on a background (WCAG 2 contrast)', () => {
    expect(readableTextOn('#2f4a3a')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#ffd23f')).toBe(DARK_TEXT);
    expect(readableTextOn('#fff')).toBe(DARK_TEXT);
  });
});
