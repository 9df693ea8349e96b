import { Avatar, AvatarGroup, Box, Button, Card, CardActions, CardContent, Chip, LinearProgress, Typography } from '@mui/material';
import { needsRender, type RenderReadiness, renderTurnNote } from '@studio/api-client/render';
import type { Job } from '@studio/contracts/jobs';
import type { Scene } from '@studio/contracts/scenes';
import { storyboardPath } from '@studio/federation/remote-modules';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { READINESS_LOOK } from '../render-readiness';

export interface SceneRenderCardProps {
  scene: Scene;
  /** Whether it can render, by the readiness rule (renderReadiness). */
  readiness: RenderReadiness;
  setName?: string;
  musicName?: string;
  /** The scene's queued or running render, with its live progress. */
  renderJob: Pick<Job, 'progress' | 'stage'> | undefined;
  /** True while the request that queues this scene's render is on its way. */
  requesting: boolean;
  /** The other scenes whose renders are queued or running: this one's waits its turn. */
  waitingFor: readonly string[];
  onRender: () => void;
  onPreview: () => void;
}

interface RenderButtonState {
  label: string;
  enabled: boolean;
  /** Why a ready scene cannot render yet. */
  note?: string;
}

/**
 * docs/product-rules.md#states: the button label, and disabled unless ready or out of date, while
 * the scene renders, or once rendered; and while another scene renders, since only one renders at a time.
 */
function renderButtonState(readiness: RenderReadiness, rendering: boolean, waitingFor: readonly string[]): RenderButtonState {
  if (rendering) return { label: 'Rendering...', enabled: false };
  if (readiness === 'rendered') return { label: 'Already Rendered', enabled: false };
  const label = readiness === 'outdated' ? 'Render Again' : 'Render Scene';
  if (needsRender(readiness) && waitingFor.length > 0) return { label, enabled: false, note: renderTurnNote(waitingFor) };
  return { label, enabled: needsRender(readiness) };
}

/** A scene with what it is made of, whether it can be rendered, and its render's progress. */
export function SceneRenderCard({ scene, readiness, setName, musicName, renderJob, requesting, waitingFor, onRender, onPreview }: SceneRenderCardProps) {
  const look = READINESS_LOOK[readiness];
  const button = renderButtonState(readiness, requesting || renderJob !== undefined, waitingFor);
  const noteId = useId();
  return (
    <Card component="article" aria-label={scene.name} variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="h3">
            {scene.name}
          </Typography>
          <Chip size="small" label={look.label} color={look.color} />
        </Box>
        {scene.description && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {scene.description}
          </Typography>
        )}
        {scene.characters.length > 0 ? (
          <AvatarGroup max={6} sx={{ justifyContent: 'flex-end', my: 1 }}>
            {scene.characters.map((character) => (
              <Avatar key={character.id} alt={character.name} title={character.name} sx={{ width: 28, height: 28 }}>
                {character.name.charAt(0).toUpperCase()}
              </Avatar>
            ))}
          </AvatarGroup>
        ) : (
          <Typography variant="body2" color="error" sx={{ my: 1 }}>
            No characters assigned
          </Typography>
        )}
        <Typography variant="body2">{`Set: ${setName ?? 'None'}`}</Typography>
        <Typography variant="body2">{`Music: ${musicName ?? 'None'}`}</Typography>
        <Typography variant="body2">{`Voice lines: ${scene.voiceLineCount}`}</Typography>
        {renderJob && (
          <Box sx={{ mt: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {renderJob.stage ?? 'queued'}
              </Typography>
              <Typography variant="caption">{`${renderJob.progress}%`}</Typography>
            </Box>
            <LinearProgress variant="determinate" value={renderJob.progress} aria-label={`Rendering ${scene.name}`} />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={!button.enabled} onClick={onRender} aria-describedby={button.note ? noteId : undefined}>
          {button.label}
        </Button>
        {readiness !== 'not_ready' && (
          <Button size="small" onClick={onPreview}>
            Preview
          </Button>
        )}
        {readiness !== 'not_ready' && (
          <Button size="small" component={Link} to={storyboardPath(scene.id)}>
            Storyboard
          </Button>
        )}
        {button.note && (
          <Typography id={noteId} variant="caption" color="text.secondary" sx={{ width: '100%', px: 1 }}>
            {button.note}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
