// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, locales, negotiateLocale } from './locale';
import { attributeName, messageKeys, translate } from './messages';

describe('negotiateLocale', () => {
  it('picks the best of ru/en/fr by q-weight, ru when nothing matches', () => {
    expect(DEFAULT_LOCALE).toBe('ru');
    expect(negotiateLocale(undefined)).toBe('ru');
    expect(negotiateLocale('')).toBe('ru');
    expect(negotiateLocale('de')).toBe('ru');
    expect(negotiateLocale('*')).toBe('ru');
    expect(negotiateLocale('en')).toBe('en');
    expect(negotiateLocale('EN-us')).toBe('en');
    expect(negotiateLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.5,fr;q=0.4')).toBe('en');
    expect(negotiateLocale('en;q=0.5, fr;q=0.7')).toBe('fr');
    expect(negotiateLocale('fr;q=0.5, en;q=0.5')).toBe('fr');
    expect(negotiateLocale('en;q=0, fr')).toBe('fr');
    expect(negotiateLocale('en;q=0')).toBe('ru');
    expect(negotiateLocale('en;q=abc, fr;q=0.1')).toBe('fr');
    expect(negotiateLocale('ru-RU, en;q=0.9')).toBe('ru');
  });
});

describe('message catalogue', () => {
  it('has the duplicate e-mail line registration will need', () => {
    const taken = (locale: (typeof locales)[number]) => translate(locale, { key: 'validation.unique', attribute: 'email' });
    expect(taken('ru')).toBe('Такое значение поля email уже существует.');
    expect(taken('en')).toBe('The email has already been taken.');
    expect(taken('fr')).toBe('La valeur du champ e-mail est déjà utilisée.');
  });

  it('names attributes like Laravel: translated, else the field words', () => {
    expect(attributeName('name', 'ru')).toBe('имя');
    expect(attributeName('name', 'fr')).toBe('nom');
    expect(attributeName('name', 'en')).toBe('name');
    expect(attributeName('passwordConfirmation', 'en')).toBe('password confirmation');
    expect(attributeName('password_confirmation', 'fr')).toBe('confirmation du mot de passe');
    expect(attributeName('somethingNew', 'ru')).toBe('something new');
  });

  it('fills placeholders once and leaves unknown ones alone', () => {
    expect(translate('en', { key: 'validation.max.string', attribute: 'name', params: { max: 255 } })).toBe(
      'The name must not be greater than 255 characters.',
    );
    expect(translate('en', { key: 'validation.min.numeric', attribute: 'page', params: { min: ':attribute' } })).toBe('The page must be at least :attribute.');
    expect(translate('en', { key: 'auth.throttle' })).toContain(':seconds');
  });

  it('every language has every key with the same placeholders', () => {
    // Without params and attribute, translate returns the raw line with its placeholders intact.
    const placeholders = (text: string) => [...text.matchAll(/:([a-z_]+)/g)].map((match) => match[1]).sort();
    expect(messageKeys.length).toBeGreaterThan(20);
    for (const key of messageKeys) {
      const english = translate('en', { key });
      for (const locale of locales) {
        const text = translate(locale, { key });
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
        if (locale !== 'en' && key !== 'http.bad_request') expect(text, `${locale} ${key}`).not.toBe(english);
      }
    }
  });
});
