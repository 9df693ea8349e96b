import type { ServerResponse } from 'node:http';
import { FakeProviderServer, type RecordedRequest } from './fake-provider-server';

/** What the fake model answers: a plan object (sent as JSON text), raw text, or a refusal. */
export type FakeChatAnswer = { content: unknown } | { rawContent: string } | { refusal: string };

/**
 * Speaks OpenAI's chat completions API with `Authorization: Bearer`: checks the request asks for
 * a json_schema response_format and answers a chat.completion whose message content is the
 * configured answer. Errors are {error: {message, type, param, code}}.
 */
export class FakeOpenAiServer extends FakeProviderServer {
  protected readonly keyTestPath = '/v1/models';

  private answer: FakeChatAnswer;

  constructor(apiKey: string, answer: FakeChatAnswer) {
    super(apiKey);
    this.answer = answer;
  }

  answerWith(answer: FakeChatAnswer): void {
    this.answer = answer;
  }

  protected errorBody(status: number, message: string): unknown {
    const type = status === 429 ? 'requests' : status >= 500 ? 'server_error' : 'invalid_request_error';
    const code = status === 401 ? 'invalid_api_key' : status === 429 ? 'rate_limit_exceeded' : null;
    return { error: { message, type, param: null, code } };
  }

  protected async route(request: RecordedRequest, response: ServerResponse): Promise<boolean> {
    if (request.path !== '/v1/chat/completions' || request.method !== 'POST') return false;
    const token = this.bearerToken(request);
    if (token !== this.apiKey) {
      // Like OpenAI: the message shows only the ends of the key it was given.
      const shown = token ? `${token.slice(0, 3)}*****${token.slice(-4)}` : '';
      this.sendError(response, 401, `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`);
      return true;
    }
    let body: { model?: unknown; messages?: unknown; response_format?: { type?: unknown; json_schema?: { name?: unknown; schema?: unknown } } };
    try {
      body = JSON.parse(request.body.toString('utf8')) as typeof body;
    } catch {
      this.sendError(response, 400, 'We could not parse the JSON body of your request.');
      return true;
    }
    if (typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0) {
      this.sendError(response, 400, "Missing required parameter: 'model' or 'messages'.");
      return true;
    }
    if (body.response_format?.type !== 'json_schema' || typeof body.response_format.json_schema?.name !== 'string') {
      this.sendError(response, 400, "Invalid parameter: 'response_format' must be a json_schema.");
      return true;
    }
    const answer = this.answer;
    const message =
      'refusal' in answer
        ? { role: 'assistant', content: null, refusal: answer.refusal }
        : { role: 'assistant', content: 'rawContent' in answer ? answer.rawContent : JSON.stringify(answer.content), refusal: null };
    this.sendJson(response, 200, {
      id: `chatcmpl-fake${this.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 120, completion_tokens: 60, total_tokens: 180 },
    });
    return true;
  }
}
