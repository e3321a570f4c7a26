import { describe, expect, it } from 'vitest';
import { PLAN_CATEGORIES } from '../../../core/floor-plans';
import { physicalNotice, PlaygroundMessage } from '../../../core/api';
import { CATEGORY_LABELS, CATEGORY_NOUNS_ES } from '../../../core/playground';
import { createScreenTranslator } from '../i18n/screen-translator';
import { categoryLabel, PLAYGROUND_CATALOGUES } from './playground-messages';

const en = createScreenTranslator('en', PLAYGROUND_CATALOGUES);
const es = createScreenTranslator('es', PLAYGROUND_CATALOGUES);

describe('the playground catalogue', () => {
  it("says spec 8's messages word for word in English", () => {
    expect(en('playground.missingCategories')).toBe(PlaygroundMessage.MissingCategories);
    expect(en('playground.timedOut')).toBe(PlaygroundMessage.ConnectionTimedOut);
    expect(en('playground.editingBlocked')).toBe(PlaygroundMessage.EditingBlocked);
    expect(en('playground.notice.moveIt')).toBe(PlaygroundMessage.MoveIt);
    expect(en('playground.login.title')).toBe("Let's get you set up first");
    expect(en('playground.login.signIn')).toBe('Sign In');
  });

  it('names every category and builds the physical notices of spec 8 from its label', () => {
    for (const category of PLAN_CATEGORIES) {
      const label = categoryLabel(en, category);
      expect(label).not.toMatch(/^playground\./);
      expect(categoryLabel(es, category)).not.toBe(`playground.category.${category}`);
      expect(en('playground.notice.touchesBuilding', { label })).toBe(physicalNotice.touchesBuilding(label));
      expect(en('playground.notice.notConnected', { label })).toBe(physicalNotice.notConnected(label));
    }
    expect(en('playground.notice.touchesBuilding', { label: categoryLabel(en, 'pool') })).toBe('Pool cannot be connected to an existing building structure.');
    expect(en('playground.notice.notConnected', { label: categoryLabel(en, 'home-additions') })).toBe('Home addition must be connected to the main house.');
  });

  it('names each category in English as the server’s explanations do, so a notice reads the same in both', () => {
    expect(Object.fromEntries(PLAN_CATEGORIES.map((category) => [category, categoryLabel(en, category)]))).toEqual(CATEGORY_LABELS);
  });

  it('names each category in Spanish as the Spanish of those explanations does', () => {
    const nouns = Object.fromEntries(PLAN_CATEGORIES.map((category) => [category, CATEGORY_NOUNS_ES[category].noun]));
    expect(Object.fromEntries(PLAN_CATEGORIES.map((category) => [category, categoryLabel(es, category).toLowerCase()]))).toEqual(nouns);
    expect(categoryLabel(es, 'pool')).toBe('Piscina');
  });
});
