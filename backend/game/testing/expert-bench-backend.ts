import { parseArgs } from 'node:util';
import { channels, privateChannel } from '@/contract/realtime';
import { loadBackendConfig } from '../../config';
import { startBackend } from '../../main';
import { ensureBotTeams, findLiveGameId } from '../../simulator/bot-teams';

/**
 * The backend of `npm run bench:expert` (a child process with an IPC channel): the reference backend with the seeded
 * live game filled to N bot teams. On {type: 'burst', events, ms} it sends `events` count events to the game's
 * expert channel through the real broadcaster (seq numbers included), spread evenly over `ms`, the three kinds in
 * turn (stack, round, teams online), and replies {type: 'burst-done', elapsedMs, last}.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { teams: { type: 'string', default: '2000' } } });
  const teams = Number(values.teams);
  const backend = await startBackend(loadBackendConfig());
  const gameId = findLiveGameId(backend.db);
  if (gameId === undefined) throw new Error('no live game in the bench database');
  ensureBotTeams(backend.db, { gameId, count: teams });
  const channel = privateChannel(channels.gameExpert(gameId));

  process.on('message', (message: { type: string; events: number; ms: number }) => {
    if (message.type !== 'burst') return;
    const started = performance.now();
    const slices = 20;
    const perSlice = Math.ceil(message.events / slices);
    let sent = 0;
    let index = 0;
    const last = { stack: 0, inTour: 0, online: 0 };
    // Slices on a fixed schedule from the start (timer lateness does not add up); the last one is due at 95 % of ms.
    const dueAt = (i: number) => started + (i * message.ms * 0.95) / (slices - 1);
    const slice = () => {
      index += 1;
      for (let i = 0; i < perSlice && sent < message.events; i++, sent++) {
        const value = sent + 1;
        if (sent % 3 === 0) backend.broadcast(channel, 'SheetCountInStackChanged', { totalSheetCountInStack: (last.stack = value) });
        else if (sent % 3 === 1) backend.broadcast(channel, 'SheetCountInTourChanged', { tourNumber: 1, totalSheetCountInTour: (last.inTour = value) });
        else backend.broadcast(channel, 'ParticipantCount', { count: (last.online = value) });
      }
      if (sent < message.events) setTimeout(slice, Math.max(0, dueAt(index) - performance.now()));
      else process.send?.({ type: 'burst-done', elapsedMs: performance.now() - started, last });
    };
    slice();
  });
  process.send?.({ type: 'ready', url: backend.url, gameId, teams });
  process.once('SIGTERM', () => void backend.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
