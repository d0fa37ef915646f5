import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FinishedNotice } from './finished-notice';

describe('FinishedNotice', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the focus and leaves the address without its finished parameter, keeping the rest', () => {
    window.history.replaceState(null, '', '/en/expert?finished=64&view=list#games');
    render(<FinishedNotice>“Quiz night” is finished. Its results are final.</FinishedNotice>);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('“Quiz night” is finished. Its results are final.');
    expect(notice).toHaveFocus();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/en/expert?view=list#games');
  });
});
