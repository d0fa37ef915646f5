import { utmCookieChanges } from './utm-landing';

describe('utm landing rule', () => {
  it('sets the parameters present and clears the others of the set', () => {
    expect(utmCookieChanges(new URLSearchParams('utm_source=vk&utm_campaign=spring&x=1'))).toEqual([
      { name: 'utm_source', value: 'vk' },
      { name: 'utm_content', value: null },
      { name: 'utm_medium', value: null },
      { name: 'utm_term', value: null },
      { name: 'utm_campaign', value: 'spring' },
    ]);
  });

  it('changes nothing for a landing without utm parameters', () => {
    expect(utmCookieChanges(new URLSearchParams('x=1&utm_source='))).toEqual([]);
  });

  it('trims and limits values', () => {
    const long = 'a'.repeat(300);
    const [source] = utmCookieChanges(new URLSearchParams(`utm_source=%20${long}`));
    expect(source!.value).toHaveLength(255);
  });
});
