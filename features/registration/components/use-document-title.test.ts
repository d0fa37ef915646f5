import { renderHook, waitFor } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Квиз';
  });

  it('names the document while shown and gives the previous title back when gone', () => {
    const { rerender, unmount } = renderHook(({ title }: { title: string | null }) => useDocumentTitle(title), {
      initialProps: { title: 'Регистрация на игру №12' as string | null },
    });
    expect(document.title).toBe('Регистрация на игру №12');
    rerender({ title: 'Регистрация на игру №13' });
    expect(document.title).toBe('Регистрация на игру №13');
    unmount();
    expect(document.title).toBe('Квиз');
  });

  it('leaves the title alone without one', () => {
    renderHook(() => useDocumentTitle(null));
    expect(document.title).toBe('Квиз');
  });

  it('keeps its title while shown when the page writes its own title afterwards', async () => {
    renderHook(() => useDocumentTitle('Registration for game #12'));
    document.title = 'Квиз';
    await waitFor(() => expect(document.title).toBe('Registration for game #12'));
  });
});
