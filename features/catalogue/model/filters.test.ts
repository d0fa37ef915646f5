import { filtersToSearch, hasFilters, parseFilters, toGamesQuery, withFilter, withKnownCity } from './filters';

describe('catalogue filters in the address', () => {
  it('reads type, date and city', () => {
    expect(parseFilters(new URLSearchParams('type=family&date=2025-03-20&city=3'))).toEqual({
      type: 'family',
      date: '2025-03-20',
      cityId: 3,
    });
    expect(parseFilters({ type: ['themed', 'classic'], city: '12' })).toEqual({ type: 'themed', cityId: 12 });
  });

  it('ignores unknown, malformed and empty values, and date=all', () => {
    expect(parseFilters(new URLSearchParams('type=quiz&date=2025-02-30&city=abc'))).toEqual({});
    expect(parseFilters(new URLSearchParams('type=&date=all&city=0'))).toEqual({});
    expect(parseFilters(new URLSearchParams('date=20-03-2025&city=-4'))).toEqual({});
    expect(parseFilters({})).toEqual({});
  });

  it('ignores a city the cities list does not know; keeps any city when there is no list', () => {
    expect(withKnownCity({ type: 'classic', cityId: 999 }, [1, 5])).toEqual({ type: 'classic' });
    expect(withKnownCity({ cityId: 5 }, [1, 5])).toEqual({ cityId: 5 });
    expect(withKnownCity({ cityId: 999 }, [])).toEqual({ cityId: 999 });
    expect(withKnownCity({ date: '2026-11-25' }, [1])).toEqual({ date: '2026-11-25' });
  });

  it('writes only the filters that are set, keeping other query values', () => {
    expect(filtersToSearch({})).toBe('');
    expect(filtersToSearch({ type: 'newbies', cityId: 9 })).toBe('?type=newbies&city=9');
    expect(filtersToSearch({ date: '2025-03-21' }, new URLSearchParams('utm_source=mail&type=family'))).toBe('?utm_source=mail&date=2025-03-21');
  });

  it('round-trips', () => {
    const filters = { type: 'special', date: '2025-04-01', cityId: 2 } as const;
    expect(parseFilters(new URLSearchParams(filtersToSearch(filters)))).toEqual(filters);
  });

  it("changes one filter; '' or 'all' clears it (spec: the date 'all' resets the date filter)", () => {
    const current = { type: 'family', date: '2025-03-20', cityId: 3 } as const;
    expect(withFilter(current, 'date', 'all')).toEqual({ type: 'family', cityId: 3 });
    expect(withFilter(current, 'type', '')).toEqual({ date: '2025-03-20', cityId: 3 });
    expect(withFilter(current, 'cityId', '5')).toEqual({ type: 'family', date: '2025-03-20', cityId: 5 });
    expect(withFilter({}, 'type', 'bogus')).toEqual({});
    expect(hasFilters({})).toBe(false);
    expect(hasFilters(withFilter({}, 'date', '2025-03-22'))).toBe(true);
  });

  it('asks the API for a page without empty values', () => {
    expect(toGamesQuery({}, 1)).toEqual({ page: 1, perPage: 12 });
    expect(toGamesQuery({ cityId: 4 }, 3)).toEqual({ cityId: 4, page: 3, perPage: 12 });
  });
});
