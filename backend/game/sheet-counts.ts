import type { EngineContext } from './engine-context';
import type { Outbox } from './outbox';
import type { ResultsStore } from './results-store';

/** The experts' two sheet figures: waiting in the stack, and received for the round (current, else last closed). */
export function createSheetCounts(ctx: EngineContext, results: ResultsStore) {
  const figures = (gameId: number) => {
    const state = ctx.store.state(gameId);
    const tourNumber = state.current_tour ?? (state.last_closed_tour > 0 ? state.last_closed_tour : null);
    return {
      stack: results.stackCount(gameId, ctx.now()),
      tourNumber,
      inTour: tourNumber === null ? 0 : results.tourCount(gameId, tourNumber),
    };
  };
  return {
    figures,
    push(out: Outbox, gameId: number): void {
      const { stack, tourNumber, inTour } = figures(gameId);
      out.toExperts(gameId, 'SheetCountInStackChanged', { totalSheetCountInStack: stack });
      out.toExperts(gameId, 'SheetCountInTourChanged', { tourNumber, totalSheetCountInTour: inTour });
    },
  };
}

export type SheetCounts = ReturnType<typeof createSheetCounts>;
