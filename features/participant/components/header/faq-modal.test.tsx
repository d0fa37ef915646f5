import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/tests/render-with-intl';
import { FaqModal } from './faq-modal';

// The modal asks Next's router where the page is (closing it may reset the address); the game page is neither case.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/game/12',
}));

describe('FaqModal', () => {
  it('links the full FAQ and rules documents of the page’s language', () => {
    renderWithIntl(<FaqModal open onOpenChange={() => {}} documents={{ faq: '/docs/faq-fr.pdf', rules: '/docs/rules-fr.pdf' }} />, 'fr');
    const dialog = screen.getByRole('dialog', { name: 'Questions fréquentes' });
    expect(within(dialog).getByRole('link', { name: 'Toutes les questions et réponses (PDF)' })).toHaveAttribute('href', '/docs/faq-fr.pdf');
    expect(within(dialog).getByRole('link', { name: 'Règles du jeu complètes (PDF)' })).toHaveAttribute('href', '/docs/rules-fr.pdf');
  });

  it('leaves out a document that exists nowhere', () => {
    renderWithIntl(<FaqModal open onOpenChange={() => {}} documents={{ faq: null, rules: '/docs/rules-ru.pdf' }} />);
    const dialog = screen.getByRole('dialog', { name: 'Частые вопросы' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Полные правила игры (PDF)']);
  });
});
