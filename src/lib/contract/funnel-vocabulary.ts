/** The live funnel's bounds (issue #36), without Effect: the browser's beacon reads them too. */
export const FUNNEL_BOUNDS = {
  /** Transitions in one beacon: a wizard walked end to end takes ~40. */
  batch: 100,
  machineId: 40,
  transitionKey: 300,
  /** Longest range of days the studio reads at once. */
  rangeDays: 92,
} as const;
