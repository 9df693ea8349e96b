// The platform API as `npm run platform` and `npm run release` speak it: the studio's address
// (STUDIO_URL), authentication (a platform or publish token sent as a bearer token, or else
// STUDIO_PASSWORD logged in like the browser does, the session kept for the next commands) and a
// refusal turned into the server's own words.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** A failure to report and exit with: 1 when the studio refused or could not be reached, 2 for a wrong command line. */
export class CliError extends Error {
  constructor(message, exitCode = 1, status = undefined) {
    super(message);
    this.exitCode = exitCode;
    /** The HTTP status the studio refused with, if it answered. */
    this.status = status;
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
  if (!response.ok) throw new CliError(refusal(response.status, body), 1, response.status);
  return { status: response.status, body, headers: response.headers };
}

/**
 * Where the sessions of STUDIO_PASSWORD are kept between commands, so that many commands a minute
 * log in once (the studio limits login attempts per minute). Owner-only, like the cookie a browser keeps.
 */
const sessionFile = () => join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'studio', 'cli-sessions.json');

/** A session is kept per studio and password: another password (or a changed one) logs in again. */
const sessionKey = (base, password) => createHash('sha256').update(`${base}\n${password}`).digest('hex').slice(0, 32);

function readSessions() {
  try {
    return JSON.parse(readFileSync(sessionFile(), 'utf8'));
  } catch {
    return {};
  }
}

function keepSession(key, cookie) {
  const file = sessionFile();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify({ ...readSessions(), [key]: cookie }), { mode: 0o600 });
}

async function logIn(base, password, key) {
  const login = await send(base, 'POST', '/api/auth/login', { json: { password } });
  const cookie = login.headers.getSetCookie().map((setCookie) => setCookie.split(';')[0]).join('; ');
  keepSession(key, cookie);
  return cookie;
}

/**
 * An API client with the caller's credentials: get(path), post(path, json), upload(path, form).
 * The first of `tokenVariables` that is set is sent as the bearer token; else STUDIO_PASSWORD's
 * session is used, the kept one while the studio accepts it.
 */
export async function connect(tokenVariables = ['PLATFORM_TOKEN']) {
  const base = studioUrl();
  const token = tokenVariables.map((variable) => process.env[variable]).find(Boolean);
  if (token) {
    const headers = { Authorization: `Bearer ${token}` };
    return {
      base,
      get: (path) => send(base, 'GET', path, { headers }),
      post: (path, json = {}) => send(base, 'POST', path, { headers, json }),
      upload: (path, form) => send(base, 'POST', path, { headers, form }),
    };
  }
  const password = process.env.STUDIO_PASSWORD;
  if (!password) throw new CliError(`Set ${tokenVariables.join(' or ')} (a token of the studio's Platform page) or STUDIO_PASSWORD to reach the platform API.`, 2);
  const key = sessionKey(base, password);
  let cookie = readSessions()[key] ?? (await logIn(base, password, key));
  /** Sent with the session; once more after logging in again when the kept one has expired (401). */
  const withSession = async (method, path, options) => {
    try {
      return await send(base, method, path, { ...options, headers: { Cookie: cookie } });
    } catch (error) {
      if (!(error instanceof CliError) || error.status !== 401) throw error;
      cookie = await logIn(base, password, key);
      return send(base, method, path, { ...options, headers: { Cookie: cookie } });
    }
  };
  return {
    base,
    get: (path) => withSession('GET', path),
    post: (path, json = {}) => withSession('POST', path, { json }),
    upload: (path, form) => withSession('POST', path, { form }),
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
