// Stops the Redis that global-setup.cjs started for the specs. The run then ends on its own once
// every spec has closed what it opened; one that left a timer or a socket behind would keep it open
// for ever, so after LEAK_GRACE_MS the run fails instead, naming the kinds of handle left (and where
// each was made, with TRACE_OPEN_HANDLES=1). Unref'd: a run with nothing left exits at once.
const LEAK_GRACE_MS = 30_000;

module.exports = async () => {
  globalThis.testRedisServer?.kill();
  // Lets closes that were under way finish first, so only real leaks are named.
  if (process.env.TRACE_OPEN_HANDLES) setTimeout(() => require('./open-handles.cjs').report(), 2_000).unref();
  setTimeout(() => {
    console.error(
      `\nThe test run was still held open ${LEAK_GRACE_MS / 1000} s after its last spec, by: ${process.getActiveResourcesInfo().join(', ')}.` +
        '\nA spec left it open; rerun with TRACE_OPEN_HANDLES=1 npx jest --runInBand to see where each was made.',
    );
    process.exit(1);
  }, LEAK_GRACE_MS).unref();
};
