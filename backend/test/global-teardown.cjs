// Stops the Redis that global-setup.cjs started for the specs.
module.exports = async () => {
  globalThis.testRedisServer?.kill();
};
