// The shell renders this remote's exposed screens inside its own providers, so a remote has
// nothing to start on its own; this file only keeps index.ts the async boundary.
export {};
