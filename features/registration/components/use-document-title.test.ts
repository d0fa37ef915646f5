import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Квиз';
  });

  it('names the document while shown and gives the previous title back when gone', () => {
    const { rerender, unmount } = renderHook(({ title }: { title: string | null }) => useDocumentTitle(title), {
      initialProps: { title: 'Регистрация на игру №12' },
    });
    expect(document.title).toBe('Регистрация на игру №12');
    rerender({ title: 'Регистрация на игру №13' });
    expect(document.title).toBe('Регистрация на игру №13');
    unmount();
    expect(document.title).toBe('Квиз');
  });

  it('leaves the title alone without one, and does not undo a title set by someone else since', () => {
    const idle = renderHook(() => useDocumentTitle(null));
    expect(document.title).toBe('Квиз');
    idle.unmount();

    const shown = renderHook(() => useDocumentTitle('Registration for game #12'));
    document.title = 'Private games';
    shown.unmount();
    expect(document.title).toBe('Private games');
  });
});
