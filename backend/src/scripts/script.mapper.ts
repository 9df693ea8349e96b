import { scriptAnalysisSchema, type ScriptData, type ScriptFormat, type StoredScript } from '@studio/contracts/scripts';
import type { ScriptEntity } from './script.entity';

export const toStoredScript = (row: ScriptEntity): StoredScript => ({
  id: row.id,
  projectId: row.projectId,
  storedName: row.storedName,
  filePath: row.filePath,
  originalName: row.originalName,
  title: row.title,
  format: row.format as ScriptFormat,
  sceneCount: row.sceneCount,
  characterCount: row.characterCount,
  createdAt: row.createdAt.toISOString(),
});

/** The JSON column is checked against the contract: a row written by an older analysis fails loudly here. */
export const toScriptData = (row: ScriptEntity): ScriptData => ({
  ...toStoredScript(row),
  analysis: scriptAnalysisSchema.parse(typeof row.analysis === 'string' ? JSON.parse(row.analysis) : row.analysis),
});
