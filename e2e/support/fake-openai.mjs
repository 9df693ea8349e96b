// A stand-in for OpenAI's API on a local port, for the journeys: it answers the key test the
// studio makes when a key is saved (GET /v1/models), taking one key and refusing any other with
// OpenAI's error shape. Anything else is a 404, so a job that would use OpenAI falls back to the
// local engine.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 3190);
const acceptedKey = process.argv[3] ?? 'sk-e2e-accepted-key';

const send = (response, status, body) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method === 'GET' && url.pathname === '/health') return send(response, 200, { ok: true });
  if (request.method === 'GET' && url.pathname === '/v1/models') {
    if (request.headers.authorization === `Bearer ${acceptedKey}`) return send(response, 200, { object: 'list', data: [] });
    return send(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
  }
  send(response, 404, { error: { message: `No route for ${request.method} ${url.pathname}`, type: 'invalid_request_error', param: null, code: null } });
}).listen(port, '127.0.0.1');
