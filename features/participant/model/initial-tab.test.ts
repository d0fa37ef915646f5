import { screen } from '../testing/fixtures';
import { initialTab } from './initial-tab';

describe('initial tab', () => {
  it.each([
    ['a stream to watch', screen({ stream: 'https://youtu.be/x', currentTour: 2 }), true, 'stream'],
    ['the stream switched off', screen({ stream: 'https://youtu.be/x', currentTour: 2 }), false, 'presentation'],
    ['the game is over', screen({ isFinished: true, stream: 'https://youtu.be/x' }), true, 'rating'],
    ['a round under way', screen({ currentTour: 1 }), true, 'presentation'],
    ['between rounds', screen({ lastClosedTour: 2 }), true, 'answers'],
    ['before the first round', screen(), true, 'rules'],
  ] as const)('%s', (_, s, stream, tab) => expect(initialTab(s, stream)).toBe(tab));
});
