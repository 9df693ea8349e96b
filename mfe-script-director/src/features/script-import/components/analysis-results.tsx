import { Box, Button, Chip, List, ListItem, ListItemText, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { isApiError, serverMessage } from '@studio/api-client/http';
import { useScenes } from '@studio/api-client/scenes';
import { scriptExportUrl, useCheckSceneReadiness } from '@studio/api-client/scripts';
import { useGenerateVoiceLineNow } from '@studio/api-client/voice-lines';
import type { SceneReadiness } from '@studio/contracts/director';
import type { AnalyzeScriptResult, AnalyzedScene, DialogueLine } from '@studio/contracts/scripts';
import { AudioPlayer } from '@studio/ui/audio-player';
import { countOf } from '@studio/ui/plural';
import { ScreenplayDownloads } from '@studio/ui/screenplay-downloads';
import { useToast } from '@studio/ui/toast';
import { Tooltip } from '@studio/ui/tooltip';
import { ReadinessAlert } from '../../../components/readiness-alert';
import { useState } from 'react';
import { SceneDirectorTools } from '../../../components/scene-director-tools';
import { GenerateAllAssets } from './generate-all-assets';

type ResultTab = 'characters' | 'scenes' | 'dialogue' | 'director';

/** The four result tabs of an analysis and 'Generate All Assets' under them. */
export function AnalysisResults({ result }: { result: AnalyzeScriptResult }) {
  const [tab, setTab] = useState<ResultTab>('characters');
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }}>
      <Typography variant="h6" component="h2">
        {result.title ?? 'Analysis'}
      </Typography>
      <ScreenplayDownloads urlOf={(format) => scriptExportUrl(result.scriptId, format)} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, value: ResultTab) => setTab(value)}>
          <Tab value="characters" label="Characters" />
          <Tab value="scenes" label="Scenes" />
          <Tab value="dialogue" label="Dialogue" />
          <Tab value="director" label="Director" disabled={!result.directorMemory} />
        </Tabs>
      </Box>
      {tab === 'characters' && <CharactersTab result={result} />}
      {tab === 'scenes' && <ScenesTab result={result} />}
      {tab === 'dialogue' && <DialogueTab result={result} />}
      {tab === 'director' && result.directorMemory && <DirectorTab result={result} />}
      <GenerateAllAssets projectId={result.projectId} />
    </Paper>
  );
}

function CharactersTab({ result }: { result: AnalyzeScriptResult }) {
  return (
    <List aria-label="Characters">
      {result.characters.map((character) => (
        <ListItem key={character.name} disableGutters sx={{ display: 'block' }}>
          <Typography variant="subtitle1">{character.name}</Typography>
          {character.description && <Typography variant="body2">{character.description}</Typography>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 0.5 }}>
            {character.traits.map((trait) => (
              <Chip key={trait} size="small" label={trait} />
            ))}
          </Box>
          {character.dialogueExamples.map((example) => (
            <Typography key={example} variant="body2" color="text.secondary">{`"${example}"`}</Typography>
          ))}
        </ListItem>
      ))}
    </List>
  );
}

/** The project's scene made from this analysed one, once 'Generate All Assets' has made it. */
const useGeneratedSceneId = (projectId: number, scene: AnalyzedScene) =>
  useScenes(projectId).data?.find((candidate) => candidate.name.toLowerCase() === scene.name.toLowerCase())?.id;

function ScenesTab({ result }: { result: AnalyzeScriptResult }) {
  return (
    <Stack spacing={2} aria-label="Scenes">
      {result.scenes.map((scene, index) => (
        <SceneCard key={`${index}-${scene.name}`} scene={scene} projectId={result.projectId} withDirectorTools={index === 0} />
      ))}
    </Stack>
  );
}

function SceneCard({ scene, projectId, withDirectorTools }: { scene: AnalyzedScene; projectId: number; withDirectorTools: boolean }) {
  const sceneId = useGeneratedSceneId(projectId, scene);
  const check = useCheckSceneReadiness();
  const [readiness, setReadiness] = useState<SceneReadiness | null>(null);
  const toast = useToast();
  const notGenerated = 'This scene has not been generated yet: use Generate All Assets first.';

  const checkReadiness = () => {
    if (sceneId === undefined) return;
    check.mutate(
      { projectId, sceneId },
      {
        onSuccess: setReadiness,
        onError: (error) => toast.error('Error Checking Readiness', (isApiError(error) && serverMessage(error)) || undefined),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={scene.name}>
      <Typography variant="subtitle1">{scene.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {[scene.location, scene.timeOfDay].filter(Boolean).join(' · ')}
      </Typography>
      {scene.description && <Typography variant="body2">{scene.description}</Typography>}
      <Typography variant="body2">{`Characters: ${scene.characters.join(', ') || 'none'}`}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Tooltip title={sceneId === undefined ? notGenerated : ''}>
          <span>
            <Button size="small" variant="outlined" onClick={checkReadiness} disabled={sceneId === undefined || check.isPending}>
              Check Scene Readiness
            </Button>
          </span>
        </Tooltip>
      </Box>
      {sceneId === undefined && (
        <Typography variant="caption" color="text.secondary">
          {notGenerated}
        </Typography>
      )}
      {readiness && <ReadinessAlert readiness={readiness} />}
      {withDirectorTools && sceneId !== undefined && (
        <Box sx={{ mt: 2 }}>
          <SceneDirectorTools projectId={projectId} sceneId={sceneId} sceneName={scene.name} />
        </Box>
      )}
    </Paper>
  );
}

function DialogueTab({ result }: { result: AnalyzeScriptResult }) {
  const lines = result.scenes.flatMap((scene) => scene.dialogue.map((line) => ({ scene: scene.name, line })));
  return (
    <List aria-label="Dialogue">
      {lines.map(({ scene, line }, index) => (
        <DialogueItem key={`${index}-${line.character}`} scene={scene} line={line} />
      ))}
    </List>
  );
}

/** What the screenplay says of how a line is performed: 'angry 0.9 · point at the lamp · pause 0.7 s'; '' for nothing. */
function directionSummary(line: DialogueLine): string {
  const feeling = line.emotion ? [line.emotion, line.intensity].filter((part) => part !== undefined).join(' ') : line.intensity !== undefined ? `intensity ${line.intensity}` : null;
  const action = line.action ? `${line.action}${line.actionTarget ? ` at ${line.actionTarget}` : ''}` : null;
  const pause = line.pauseBefore !== undefined ? `pause ${line.pauseBefore / 1000} s` : null;
  return [feeling, action, pause].filter(Boolean).join(' · ');
}

function DialogueItem({ scene, line }: { scene: string; line: DialogueLine }) {
  const generate = useGenerateVoiceLineNow();
  const toast = useToast();
  const direction = directionSummary(line);
  const speak = () =>
    generate.mutate(
      { characterName: line.character, text: line.text },
      { onError: (error) => toast.error('Error Generating Voice', (isApiError(error) && serverMessage(error)) || undefined) },
    );
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <ListItemText primary={`${line.character}${line.parenthetical ? ` (${line.parenthetical})` : ''}`} secondary={`${line.text} · ${scene}`} />
      {direction && (
        <Tooltip title="Direction read from the screenplay; the line's words decide the rest">
          <Chip size="small" variant="outlined" label={direction} aria-label={`Direction: ${direction}`} sx={{ mb: 0.5 }} />
        </Tooltip>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button size="small" onClick={speak} disabled={generate.isPending}>
          {generate.isPending ? 'Generating Voice...' : 'Generate Voice'}
        </Button>
        {generate.data && <AudioPlayer src={generate.data.audioUrl} label={`${line.character}: ${line.text}`} />}
      </Box>
    </ListItem>
  );
}

function DirectorTab({ result }: { result: AnalyzeScriptResult }) {
  const memory = result.directorMemory!;
  return (
    <Stack spacing={1} aria-label="Director">
      <Typography variant="subtitle1">Theme</Typography>
      <Typography variant="body2">{memory.theme}</Typography>
      <Typography variant="subtitle1">{`${countOf(memory.characters.length, { one: 'character', other: 'characters' })}, ${countOf(memory.scenes.length, { one: 'scene', other: 'scenes' })} remembered`}</Typography>
      {memory.characters.map((character) => (
        <Typography key={character.name} variant="body2">{`${character.name}${character.traits.length ? `: ${character.traits.join(', ')}` : ''}`}</Typography>
      ))}
    </Stack>
  );
}
