import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { videoFrameSrc } from './video-block';
import { VideoEmbed } from './video-embed';

const src = videoFrameSrc('abc def', 'fr');

describe('VideoEmbed', () => {
  it('shows the poster in a button and loads no player before the click', () => {
    render(
      <VideoEmbed src={src} frameTitle="How to play">
        <span>Watch</span>
      </VideoEmbed>,
    );
    expect(screen.getByRole('button', { name: 'Watch' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('replaces the poster with the player on click and gives it the focus', async () => {
    render(
      <VideoEmbed src={src} frameTitle="How to play">
        <span>Watch</span>
      </VideoEmbed>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Watch' }));
    const frame = screen.getByTitle('How to play');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc%20def?autoplay=1&hl=fr&rel=0');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Watch' })).toBeNull();
  });
});
