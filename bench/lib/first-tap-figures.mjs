// The arithmetic of the first-tap part (issue 24), apart from the browser: the median of a control's
// runs, the summary, and the verdict bench/check.mjs gives.
import { FIRST_TAP_GOAL_MS } from './first-tap-controls.mjs';

export const LOST = 'lost';

/** The median of the runs (ms or 'lost'), a lost tap counting as slower than any; 'lost' if it is the middle one. */
export function firstTapMedian(runs) {
  if (runs.length === 0) return null;
  const sorted = runs.map((run) => (run === LOST ? Infinity : run)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Number.isFinite(median) ? Math.round(median) : LOST;
}

/**
 * One control at one moment against issue 24's goal: it works if no run lost the tap and the median
 * effect showed within the goal of its kind.
 */
export function firstTapVerdict({ kind }, { runs, median }) {
  const goalMs = FIRST_TAP_GOAL_MS[kind];
  const lost = runs.filter((run) => run === LOST).length;
  return { goalMs, lost, ok: lost === 0 && median !== LOST && median <= goalMs };
}

/** How many runs lost the tap, and how many control × moment medians missed the goal, of all measured. */
export function firstTapSummary(controls) {
  const cells = controls.flatMap((control) =>
    Object.values(control.moments).map((moment) => ({ ...firstTapVerdict(control, moment), moment })),
  );
  const runs = cells.flatMap(({ moment }) => moment.runs);
  return {
    controls: controls.length,
    taps: runs.length,
    tapsLost: runs.filter((run) => run === LOST).length,
    cells: cells.length,
    cellsWithALostTap: cells.filter((cell) => cell.lost > 0).length,
    cellsMedianLost: cells.filter((cell) => cell.moment.median === LOST).length,
    cellsMedianOverGoal: cells.filter(
      (cell) => cell.moment.median !== LOST && cell.moment.median > cell.goalMs,
    ).length,
    cellsWithinGoal: cells.filter((cell) => cell.ok).length,
  };
}
