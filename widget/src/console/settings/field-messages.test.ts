import { describe, expect, it } from 'vitest';
import { createOrgTranslator } from '../i18n/org-messages';
import { localizeFieldMessage } from './field-messages';
import { ROLE_OTHER_REQUIRED } from './settings-form';

describe('field messages in the reader’s language', () => {
  it('keeps the spec’s English words and translates those the catalogue has', () => {
    const en = createOrgTranslator('en');
    const es = createOrgTranslator('es');
    expect(localizeFieldMessage('Email must be less than 128 characters.', en)).toBe('Email must be less than 128 characters.');
    expect(localizeFieldMessage(ROLE_OTHER_REQUIRED, en)).toBe(ROLE_OTHER_REQUIRED);
    expect(localizeFieldMessage('Please verify that you are entering the correct email.', es)).toBe('Verifique que el correo electrónico sea correcto.');
    expect(localizeFieldMessage('Email must be less than 128 characters.', es)).toBe('El correo electrónico debe tener menos de 128 caracteres.');
    expect(localizeFieldMessage('Logo should be valid URL', es)).toBe('Logo should be valid URL');
  });
});
