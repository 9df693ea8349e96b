/**
 * Replaces global fetch at the HTTP boundary for component tests. Routes are keyed
 * 'METHOD /path?query'; an unknown route answers 404 so a test never passes by accident.
 */
export interface StubReply {
  status?: number;
  statusText?: string;
  /** Serialised as JSON; a string is sent as is. */
  body?: unknown;
  /** Response headers, e.g. a file's Content-Disposition. */
  headers?: Record<string, string>;
}

/** A route that never answers: keeps the screen in its loading state. */
export const PENDING = 'pending' as const;

export type StubRoutes = Record<string, StubReply | typeof PENDING>;

export const reply = (body: unknown, status = 200): StubReply => ({ body, status });

const toResponse = ({ status = 200, statusText = '', body, headers = {} }: StubReply): Response => {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const headerValues = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const response: Pick<Response, 'ok' | 'status' | 'statusText' | 'text' | 'blob'> & { headers: Pick<Headers, 'get'> } = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name) => headerValues.get(name.toLowerCase()) ?? null },
    text: async () => text,
    blob: async () => new Blob([text]),
  };
  return response as Response;
};

export function stubFetch(routes: StubRoutes) {
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (route === PENDING) return new Promise<Response>(() => {});
    return toResponse(route ?? { status: 404, statusText: 'Not Found', body: `No stub for ${key}` });
  });
  globalThis.fetch = fetchStub;
  return fetchStub;
}

export type FetchStub = ReturnType<typeof stubFetch>;

const routeOf = ([input, init]: Parameters<typeof fetch>) => `${init?.method ?? 'GET'} ${String(input)}`;

/** The calls a stub received for one route, e.g. callsTo(fetchStub, 'DELETE /api/sets/4'). */
export const callsTo = (fetchStub: FetchStub, route: string) => fetchStub.mock.calls.filter((call) => routeOf(call) === route);

/** The parsed JSON bodies sent to one route, oldest first. */
export const jsonBodiesSentTo = (fetchStub: FetchStub, route: string): unknown[] =>
  callsTo(fetchStub, route).map(([, init]) => JSON.parse(String(init?.body)));

/** Every route the stub was asked for, in order. */
export const requestedRoutes = (fetchStub: FetchStub): string[] => fetchStub.mock.calls.map(routeOf);
