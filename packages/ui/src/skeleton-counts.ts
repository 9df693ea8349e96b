/** docs/product-rules.md#limits: how many placeholders each list shows while it loads. */
export const SKELETON_COUNTS = {
  characters: 3,
  sets: 2,
  music: 2,
  voiceLines: 3,
  scenes: 2,
  dashboardOverview: 6,
  dashboardTableRows: 2,
  dashboardModules: 5,
  dashboardServices: 3,
} as const;
