/**
 * The console's tabs of one game in this browser talk over a BroadcastChannel, so a tab that opens never gives back
 * a sheet that another tab of the same expert is checking (a hold belongs to the expert, not to the tab).
 */
type TabMessage = { type: 'ask' } | { type: 'holding' };

const channelName = (gameId: number) => `expert-console:${gameId}`;
const canTalk = () => typeof BroadcastChannel !== 'undefined';

/** Answers other tabs' question while this tab holds a sheet. Returns the stop function. */
export function answerOtherTabs(gameId: number, holdsSheet: () => boolean): () => void {
  if (!canTalk()) return () => undefined;
  const channel = new BroadcastChannel(channelName(gameId));
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    if (event.data?.type === 'ask' && holdsSheet()) channel.postMessage({ type: 'holding' } satisfies TabMessage);
  };
  return () => channel.close();
}

/** Whether another open tab of this console holds a sheet (an answer within `waitMs`, else no). */
export function otherTabHoldsSheet(gameId: number, waitMs: number): Promise<boolean> {
  if (!canTalk()) return Promise.resolve(false);
  const channel = new BroadcastChannel(channelName(gameId));
  return new Promise((resolve) => {
    const done = (holding: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(holding);
    };
    const timer = setTimeout(() => done(false), waitMs);
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      if (event.data?.type === 'holding') done(true);
    };
    channel.postMessage({ type: 'ask' } satisfies TabMessage);
  });
}
