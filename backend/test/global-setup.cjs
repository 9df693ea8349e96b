// Jest global setup: the BullMQ specs get a Redis of their own on a free port, never the user's
// (unless TEST_REDIS_URL names one). Plain CommonJS: global setup runs before any transform.
const { spawn } = require('node:child_process');
const { accepts, freePort } = require('../../scripts/local-ports.cjs');

module.exports = async () => {
  if (process.env.TRACE_OPEN_HANDLES) require('./open-handles.cjs').start();
  if (process.env.TEST_REDIS_URL) return;
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on port ${port} (is it installed?)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  globalThis.testRedisServer = server;
  process.env.TEST_REDIS_URL = `redis://127.0.0.1:${port}`;
};

