import { Injectable } from '@nestjs/common';
import { scriptAnalysisSchema, type ScriptAnalysis } from '@studio/contracts/scripts';
import { analyzeScreenplay, type ScreenplaySource } from '@studio/screenplay/analyze';

export type ScriptSource = ScreenplaySource;

export type AnalysisOutcome =
  | { ok: true; analysis: ScriptAnalysis }
  /** `unreadable`: not a format we read (or a broken file), rather than a file with no screenplay in it. */
  | { ok: false; unreadable: boolean; reason: string };

/** The local screenplay analysis (packages/screenplay), checked against the contract it is stored and answered as. */
@Injectable()
export class ScreenplayAnalyzer {
  async analyze(source: ScriptSource, options: { directorMemory: boolean }): Promise<AnalysisOutcome> {
    const outcome = await analyzeScreenplay(source, options);
    if (!outcome.ok) return outcome;
    return { ok: true, analysis: scriptAnalysisSchema.parse(outcome.analysis) };
  }
}
