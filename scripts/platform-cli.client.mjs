// The platform API as `npm run platform` and `npm run release` speak it: the studio's address
// (STUDIO_URL), authentication (PLATFORM_TOKEN sent as a bearer token, or else STUDIO_PASSWORD
// logged in like the browser does) and a refusal turned into the server's own words.
import { createRequire } from 'node:module';

/** A failure to report and exit with: 1 when the studio refused or could not be reached, 2 for a wrong command line. */
export class CliError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

export const studioUrl = () => (process.env.STUDIO_URL || 'http://localhost:3000').replace(/\/+$/, '');

/** REMOTES of @studio/contracts/platform (its CommonJS build, which `npm start` and `npm run build` write). */
export function loadRemotes() {
  try {
    return createRequire(import.meta.url)('@studio/contracts/platform').REMOTES;
  } catch {
    throw new CliError('The contracts are not built: run npm run build -w @studio/contracts first.', 2);
  }
}

/** The remote named by its folder (mfe-music) or its federation name (mfe_music). */
export function remoteNamed(name, remotes = loadRemotes()) {
  const remote = remotes.find((candidate) => candidate.packageDir === name || candidate.name === name);
  if (!remote) throw new CliError(`No remote ${name}: use one of ${remotes.map((candidate) => candidate.packageDir).join(', ')}.`, 2);
  return remote;
}

/** The server's answer to a refused request: its message, or each of its reasons on a line. */
function refusal(status, body) {
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  const message = typeof body?.message === 'string' ? body.message : `The studio answered ${status}.`;
  if (errors.length === 0) return `Refused (${status}): ${message}`;
  return [`Refused (${status}):`, ...errors.map((error) => `  - ${error.message}`)].join('\n');
}

async function send(base, method, path, { headers = {}, json, form } = {}) {
  let response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: json === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: json === undefined ? form : JSON.stringify(json),
    });
  } catch (error) {
    throw new CliError(`Cannot reach the studio at ${base}: ${error.cause?.message ?? error.message}`);
  }
  const text = await response.text();
  let body = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: reported as it came.
  }
  if (!response.ok) throw new CliError(refusal(response.status, body));
  return { status: response.status, body, headers: response.headers };
}

/** An API client with the caller's credentials: get(path), post(path, json), upload(path, form). */
export async function connect() {
  const base = studioUrl();
  let headers;
  if (process.env.PLATFORM_TOKEN) {
    headers = { Authorization: `Bearer ${process.env.PLATFORM_TOKEN}` };
  } else if (process.env.STUDIO_PASSWORD) {
    const login = await send(base, 'POST', '/api/auth/login', { json: { password: process.env.STUDIO_PASSWORD } });
    headers = { Cookie: login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ') };
  } else {
    throw new CliError("Set PLATFORM_TOKEN (the server's platform token) or STUDIO_PASSWORD to reach the platform API.", 2);
  }
  return {
    base,
    get: (path) => send(base, 'GET', path, { headers }),
    post: (path, json = {}) => send(base, 'POST', path, { headers, json }),
    upload: (path, form) => send(base, 'POST', path, { headers, form }),
  };
}

/** Runs a command; a CliError is printed and becomes the exit code. */
export async function run(command) {
  try {
    await command();
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(error.message);
    process.exitCode = error.exitCode;
  }
}
