// Stops the Redis that global-setup.cjs started for the specs.
module.exports = async () => {
  globalThis.testRedisServer?.kill();
  // Lets closes that were under way finish first, so only real leaks are named.
  if (process.env.TRACE_OPEN_HANDLES) setTimeout(() => require('./open-handles.cjs').report(), 2_000).unref();
};
