// TRACE_OPEN_HANDLES=1 (with --runInBand --no-forceExit): records where each timer, socket and
// child process was made, and after the run prints those still holding the process open, so a
// run that does not exit on its own names its leak. Plain CommonJS, like the global setup.
const { createHook } = require('node:async_hooks');

const TRACKED = new Set(['Timeout', 'TCPWRAP', 'PIPEWRAP', 'PROCESSWRAP', 'TTYWRAP', 'FSEVENTWRAP']);
const made = new Map();

/** Node's own frames (async_hooks, timers) say nothing about who made it. */
const ownFrames = (stack) =>
  stack
    .split('\n')
    .slice(2)
    .filter((line) => !line.includes('(node:') && !line.includes(' node:'))
    .slice(0, 12)
    .join('\n');

function start() {
  createHook({
    init(id, type, _trigger, resource) {
      if (TRACKED.has(type)) made.set(id, { type, resource, stack: ownFrames(new Error().stack) });
    },
    destroy(id) {
      made.delete(id);
    },
  }).enable();
}

/** Those still referenced: a cleared or unref'd timer, or an unref'd socket, holds nothing open. */
function report() {
  const holding = [...made.entries()].filter(([, { type, resource }]) => {
    if (type === 'Timeout' && (resource._destroyed || resource._idleTimeout === -1)) return false;
    return typeof resource?.hasRef !== 'function' || resource.hasRef();
  });
  if (holding.length === 0) return;
  console.error(`\n${holding.length} handle(s) still hold the run open (${process.getActiveResourcesInfo().join(', ')}):`);
  for (const [id, { type, resource, stack }] of holding) console.error(`\n#${id} ${type}${type === 'Timeout' ? ` ${resource._idleTimeout} ms` : ''}\n${stack}`);
}

module.exports = { start, report };
