import { z } from 'zod';
import { OpenAiChat, type OpenAiOptions } from './openai-chat';

const ENRICH_STAGE = 'reading the screenplay';
const MAX_TRAITS = 6;
/** Enough of a feature script for a theme and characters, well inside a small model's context. */
const BRIEF_LIMIT = 24_000;

/** What the model adds to the local analysis. */
export const scriptEnrichmentSchema = z.object({
  theme: z.string().trim().min(1).max(500),
  characters: z.array(
    z.object({
      name: z.string(),
      description: z.string().trim().max(500),
      traits: z.array(z.string().trim().min(1).max(40)).max(MAX_TRAITS),
    }),
  ),
});
export type ScriptEnrichment = z.infer<typeof scriptEnrichmentSchema>;

const ENRICHMENT_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['theme', 'characters'],
  properties: {
    theme: { type: 'string', description: "The story's theme in one sentence." },
    characters: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'description', 'traits'],
        properties: {
          name: { type: 'string', description: 'Exactly as given.' },
          description: { type: 'string', description: 'Who they are, in one or two sentences.' },
          traits: { type: 'array', items: { type: 'string' }, description: `Up to ${MAX_TRAITS} single-word personality traits.` },
        },
      },
    },
  },
} as const;

/** The parts of an analysis the enricher reads and improves. */
export interface EnrichableAnalysis {
  title: string | null;
  characters: Array<{ name: string; description: string; traits: string[]; dialogueExamples: string[] }>;
  scenes: Array<{ name: string; description: string }>;
}

/** Asks an OpenAI chat model for a screenplay's theme and its characters' descriptions and traits. */
export class OpenAiScriptEnricher {
  private readonly chat: OpenAiChat;

  constructor(options: OpenAiOptions) {
    this.chat = new OpenAiChat(options);
  }

  hasKey(): Promise<boolean> {
    return this.chat.hasKey();
  }

  enrich(analysis: EnrichableAnalysis): Promise<ScriptEnrichment> {
    const brief = [
      analysis.title ? `Title: ${analysis.title}` : undefined,
      'Characters:',
      ...analysis.characters.map((character) =>
        [`- ${character.name}: ${character.description || '(no introduction)'}`, ...character.dialogueExamples.slice(0, 2).map((line) => `  says: "${line}"`)].join('\n'),
      ),
      'Scenes:',
      ...analysis.scenes.map((scene) => `- ${scene.name}: ${scene.description}`),
    ]
      .filter(Boolean)
      .join('\n')
      .slice(0, BRIEF_LIMIT);
    return this.chat.complete({
      stage: ENRICH_STAGE,
      name: 'screenplay_analysis',
      answer: 'analysis',
      jsonSchema: ENRICHMENT_JSON_SCHEMA,
      schema: scriptEnrichmentSchema,
      system:
        "You are a script supervisor. From a screenplay's characters (with their introductions and lines) and scenes, " +
        "state the story's theme and describe each character with a short description and personality traits. Keep every name exactly as given.",
      user: brief,
    });
  }
}
