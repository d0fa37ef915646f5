import { embedUrl, streamCookieValue, streamEnabledFrom } from './stream';

describe('stream', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc123', 'https://www.youtube.com/embed/abc123'],
    ['https://youtu.be/xyz', 'https://www.youtube.com/embed/xyz'],
    ['https://vk.com/video_ext.php?oid=1&id=2', 'https://vk.com/video_ext.php?oid=1&id=2'],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s -> %s', (url, embed) => expect(embedUrl(url)).toBe(embed));

  it('is on unless the cookie says off', () => {
    expect(streamEnabledFrom(undefined)).toBe(true);
    expect(streamEnabledFrom('1')).toBe(true);
    expect(streamEnabledFrom('0')).toBe(false);
    expect(streamEnabledFrom(streamCookieValue(false))).toBe(false);
  });
});
