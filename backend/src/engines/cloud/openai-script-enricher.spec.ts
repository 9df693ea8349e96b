import { EngineError } from '../engine.errors';
import { type EnrichableAnalysis, OpenAiScriptEnricher, type ScriptEnrichment } from './openai-script-enricher';
import { FakeOpenAiServer } from './testing/fake-openai-server';

const API_KEY = 'sk-test-openai-script-1357';

const enrichment = (overrides: Partial<ScriptEnrichment> = {}): ScriptEnrichment => ({
  theme: 'Keeping a light burning for others.',
  characters: [{ name: 'MARA', description: 'An old keeper who will not let the lamp die.', traits: ['stubborn', 'kind'] }],
  ...overrides,
});

const analysis = (overrides: Partial<EnrichableAnalysis> = {}): EnrichableAnalysis => ({
  title: 'Lighthouse Keepers',
  characters: [{ name: 'MARA', description: 'MARA (60s) climbs the stairs.', traits: [], dialogueExamples: ['The lamp is out again.'] }],
  scenes: [{ name: 'EXT. LIGHTHOUSE - NIGHT', description: 'Rain lashes the rocks.' }],
  ...overrides,
});

const server = new FakeOpenAiServer(API_KEY, { content: enrichment() });
const enricher = (apiKey = API_KEY) => new OpenAiScriptEnricher({ apiKey, baseUrl: server.baseUrl, timeoutMs: 5_000, retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 } });

beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => {
  server.requests.splice(0);
  server.answerWith({ content: enrichment() });
});

describe('OpenAiScriptEnricher against a fake OpenAI', () => {
  it('sends the characters with their introductions and lines, and returns the checked answer', async () => {
    await expect(enricher().enrich(analysis())).resolves.toEqual(enrichment());
    const body = JSON.parse(server.requests[0].body.toString('utf8')) as { messages: Array<{ content: string }>; response_format: { json_schema: { name: string } } };
    expect(body.response_format.json_schema.name).toBe('screenplay_analysis');
    expect(body.messages[1].content).toContain('- MARA: MARA (60s) climbs the stairs.');
    expect(body.messages[1].content).toContain('says: "The lamp is out again."');
  });

  it('refuses an answer that is not the schema, and a wrong key, as engine errors', async () => {
    server.answerWith({ content: { theme: '', characters: [] } });
    await expect(enricher().enrich(analysis())).rejects.toThrow(/the model's analysis is invalid \(theme:/);
    await expect(enricher('sk-wrong').enrich(analysis())).rejects.toBeInstanceOf(EngineError);
  });
});
