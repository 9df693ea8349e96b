import { Inject, Injectable, Logger } from '@nestjs/common';
import { scriptAnalysisSchema, type ScriptAnalysis } from '@studio/contracts/scripts';
import { analyzeScreenplay, type ScreenplaySource } from '@studio/screenplay/analyze';
import type { OpenAiScriptEnricher, ScriptEnrichment } from '../engines';

export type ScriptSource = ScreenplaySource;

export type AnalysisOutcome =
  | { ok: true; analysis: ScriptAnalysis }
  /** `unreadable`: not a format we read (or a broken file), rather than a file with no screenplay in it. */
  | { ok: false; unreadable: boolean; reason: string };

export const SCRIPT_ENRICHER = Symbol('SCRIPT_ENRICHER');

/**
 * The model's theme, descriptions and traits over the local analysis: only for characters it
 * names exactly, and never an empty description over one the script gave.
 */
export function applyEnrichment(analysis: ScriptAnalysis, enrichment: ScriptEnrichment): ScriptAnalysis {
  const byName = new Map(enrichment.characters.map((character) => [character.name, character]));
  const enrich = <C extends { name: string; description: string; traits: string[] }>(character: C): C => {
    const found = byName.get(character.name);
    if (!found) return character;
    return { ...character, description: found.description || character.description, traits: [...new Set([...found.traits, ...character.traits])] };
  };
  return {
    ...analysis,
    characters: analysis.characters.map(enrich),
    directorMemory: analysis.directorMemory && {
      ...analysis.directorMemory,
      theme: enrichment.theme,
      characters: analysis.directorMemory.characters.map(enrich),
    },
  };
}

/**
 * The local screenplay analysis (packages/screenplay), checked against the contract it is stored
 * and answered as; with an OpenAI key, enriched by the model. The local analysis is complete on its
 * own, so a model that fails or refuses leaves it as it is.
 */
@Injectable()
export class ScreenplayAnalyzer {
  private readonly logger = new Logger(ScreenplayAnalyzer.name);

  constructor(@Inject(SCRIPT_ENRICHER) private readonly enricher: OpenAiScriptEnricher) {}

  async analyze(source: ScriptSource, options: { directorMemory: boolean }): Promise<AnalysisOutcome> {
    const outcome = await analyzeScreenplay(source, options);
    if (!outcome.ok) return outcome;
    const analysis = scriptAnalysisSchema.parse(outcome.analysis);
    if (!(await this.enricher.hasKey())) return { ok: true, analysis };
    try {
      return { ok: true, analysis: applyEnrichment(analysis, await this.enricher.enrich(analysis)) };
    } catch (error) {
      this.logger.warn(`Kept the local analysis: ${(error as Error).message}`);
      return { ok: true, analysis };
    }
  }
}
