import { z } from 'zod';
import { EngineError } from '../engine.errors';
import { cloudFetch, DEFAULT_RETRY_POLICY, joinUrl, readJson, resolveApiKey, type ApiKeySource, type RetryPolicy } from './cloud-http';

export const OPENAI_PROVIDER = 'OpenAI';
export const OPENAI_BASE_URL = 'https://api.openai.com';

export interface OpenAiOptions {
  apiKey: ApiKeySource;
  baseUrl?: string;
  /** A chat model that supports structured outputs. */
  model?: string;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

const chatCompletionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }), finish_reason: z.string().nullish() }))
    .min(1),
});

export interface StructuredRequest<T> {
  /** Names the work in errors, e.g. 'planning the music'. */
  stage: string;
  /** The response_format's json_schema name and strict schema. */
  name: string;
  /** What the answer is, for error messages: 'plan', 'analysis'. */
  answer: string;
  jsonSchema: object;
  /** Checks the answer: a model's JSON is input, not truth. */
  schema: z.ZodType<T>;
  system: string;
  user: string;
}

/**
 * One OpenAI chat completion with a strict JSON schema answer, checked with zod. Every failure
 * (no key, HTTP, refusal, not JSON, not the schema) is an EngineError naming the stage.
 */
export class OpenAiChat {
  readonly model: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: OpenAiOptions) {
    this.baseUrl = options.baseUrl ?? OPENAI_BASE_URL;
    this.model = options.model ?? 'gpt-4o-mini';
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  }

  async hasKey(): Promise<boolean> {
    return (await resolveApiKey(this.options.apiKey)) !== undefined;
  }

  async complete<T>({ stage, name, answer: noun, jsonSchema, schema, system, user }: StructuredRequest<T>): Promise<T> {
    const key = await resolveApiKey(this.options.apiKey);
    if (!key) throw new EngineError(OPENAI_PROVIDER, 'authenticating', 'no OpenAI API key is configured');
    const response = await cloudFetch(
      { provider: OPENAI_PROVIDER, timeoutMs: this.timeoutMs, retry: this.retry, secrets: [key] },
      {
        stage,
        url: joinUrl(this.baseUrl, 'v1/chat/completions'),
        headers: { Authorization: `Bearer ${key}` },
        json: {
          model: this.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: jsonSchema } },
        },
      },
    );
    const completion = chatCompletionSchema.safeParse(await readJson(OPENAI_PROVIDER, stage, response));
    if (!completion.success) throw new EngineError(OPENAI_PROVIDER, stage, 'OpenAI answered without a chat completion');
    const message = completion.data.choices[0].message;
    if (message.refusal) throw new EngineError(OPENAI_PROVIDER, stage, `the model refused: ${message.refusal}`);
    if (!message.content) throw new EngineError(OPENAI_PROVIDER, stage, 'the model returned an empty answer');
    let answer: unknown;
    try {
      answer = JSON.parse(message.content);
    } catch {
      throw new EngineError(OPENAI_PROVIDER, stage, 'the model did not answer with JSON');
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || noun}: ${issue.message}`).join('; ');
      throw new EngineError(OPENAI_PROVIDER, stage, `the model's ${noun} is invalid (${problems})`);
    }
    return parsed.data;
  }
}
