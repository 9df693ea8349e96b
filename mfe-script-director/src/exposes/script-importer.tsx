import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import type { AnalyzeScriptResult } from '@studio/contracts/scripts';
import { PageTitle } from '@studio/ui/page-title';
import { useState } from 'react';
import { AnalysisResults } from '../features/script-import/components/analysis-results';
import { ScriptImportForm } from '../features/script-import/components/script-import-form';

/** /script-importer: a screenplay in, characters, scenes and dialogue out, then a project made of them. */
export function ScriptImporter(_props: RemoteScreenProps) {
  const [result, setResult] = useState<AnalyzeScriptResult | null>(null);
  return (
    <>
      <PageTitle title="Script Importer" subtitle="Upload or paste a screenplay to break it down into characters, scenes and dialogue." />
      <ScriptImportForm onAnalyzed={setResult} />
      {result && <AnalysisResults key={result.scriptId} result={result} />}
    </>
  );
}
