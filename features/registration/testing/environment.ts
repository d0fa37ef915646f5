import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/tests/msw';
import { citiesReply, gameReply } from './fixtures';

export { installPublicConfig } from '@/tests/public-config';
export { apiUrl, lazyMessagesHandler, setupMswServer } from '@/tests/msw';

/** The reads every opening of the modal makes: the game, the cities and the location guess. */
export const baseHandlers = (game = gameReply(), guess = { city: 'Москва', id: 1, country: 'RU' }) => [
  http.get(apiUrl('baseMain', '/games/5/registration'), () => HttpResponse.json(game)),
  http.get(apiUrl('baseMain', '/cities/all'), () => HttpResponse.json(citiesReply)),
  http.get(apiUrl('base', '/locations/guess'), () => HttpResponse.json(guess)),
];

/** The app router is not mounted in component tests: its hooks are stubbed (the rest stays real). */
export const routerStub = () => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() });
