import { documentAddress, legalDocuments, type DocumentSources } from './documents';

const sources = (files: string[], configured: Record<string, string> = {}): DocumentSources => ({
  configured,
  hasPublicFile: (path) => files.includes(path),
});

describe('documentAddress', () => {
  it('links the language’s own PDF in public/docs', () => {
    expect(documentAddress('terms', 'ru', sources(['/docs/terms-ru.pdf', '/docs/terms-en.pdf']))).toBe('/docs/terms-ru.pdf');
  });

  it('gives French visitors the English document until a French one exists', () => {
    expect(documentAddress('privacy', 'fr', sources(['/docs/privacy-en.pdf']))).toBe('/docs/privacy-en.pdf');
    expect(documentAddress('privacy', 'fr', sources(['/docs/privacy-en.pdf', '/docs/privacy-fr.pdf']))).toBe('/docs/privacy-fr.pdf');
  });

  it('never falls back to another language for Russian', () => {
    expect(documentAddress('rules', 'ru', sources(['/docs/rules-en.pdf']))).toBeNull();
  });

  it('returns null for a document that exists nowhere, so no dead link is rendered', () => {
    expect(documentAddress('faq', 'ru', sources([]))).toBeNull();
  });

  it('prefers an address configured for the language', () => {
    const configured = { 'rules-ru': 'https://cdn.example.com/rules.pdf' };
    expect(documentAddress('rules', 'ru', sources(['/docs/rules-ru.pdf'], configured))).toBe('https://cdn.example.com/rules.pdf');
    expect(documentAddress('rules', 'en', sources([], configured))).toBeNull();
  });
});

describe('legalDocuments', () => {
  it('gives the forms’ consents the footer’s terms and privacy policy of the language', () => {
    const shipped = sources(['/docs/terms-ru.pdf', '/docs/terms-en.pdf', '/docs/privacy-ru.pdf', '/docs/privacy-en.pdf'], {
      'privacy-fr': 'https://cdn.example.com/vie-privee.pdf',
    });
    expect(legalDocuments('ru', shipped)).toEqual({ terms: '/docs/terms-ru.pdf', privacy: '/docs/privacy-ru.pdf' });
    expect(legalDocuments('fr', shipped)).toEqual({ terms: '/docs/terms-en.pdf', privacy: 'https://cdn.example.com/vie-privee.pdf' });
    expect(legalDocuments('en', sources([]))).toEqual({ terms: null, privacy: null });
  });
});
