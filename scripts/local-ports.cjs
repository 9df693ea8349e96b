// Ports on this machine for the servers that tests, e2e journeys and the soak start of their own.
// Plain CommonJS so Jest's global setup (run before any transform), the .mjs scripts and the
// TypeScript test helpers can all require the one copy.
const { connect, createServer } = require('node:net');

/** A port nothing listens on now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Whether something on 127.0.0.1 accepts a TCP connection on `port` now. */
const accepts = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

module.exports = { freePort, accepts };
