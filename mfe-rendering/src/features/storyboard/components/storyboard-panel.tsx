import { Box, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { type PerformedDirection, type StoryboardPanel as Panel, shotKindLabel } from '@studio/scene-timeline/storyboard-panels';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '../hooks/use-shot-thumbnails';
import { type LineDirectionChanges, LineDirectionFields } from './line-direction-fields';

export interface StoryboardPanelProps {
  panel: Panel<VoiceLine>;
  thumbnail: string | undefined;
  selected: boolean;
  onSelect: () => void;
  cast: { id: number; name: string }[];
  performed: ReadonlyMap<number, PerformedDirection>;
  onLineChange: (line: VoiceLine, changes: LineDirectionChanges) => void;
}

const timeText = (seconds: number) => `${seconds.toFixed(1)} s`;

/** A shot: its thumbnail (the middle frame), kind and subjects, and the direction of each line it covers. */
export function StoryboardPanel({ panel, thumbnail, selected, onSelect, cast, performed, onLineChange }: StoryboardPanelProps) {
  const { shot } = panel;
  const title = `Shot ${shot.index + 1}`;
  const kind = shotKindLabel(shot.kind);
  const nameOf = (characterId: number) => cast.find((member) => member.id === characterId)?.name ?? `Character ${characterId}`;
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
      <CardActionArea onClick={onSelect} aria-label={`Show ${title} in the preview`}>
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt={`${title}: ${kind}`}
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_HEIGHT}
            sx={{ width: '100%', height: 'auto', display: 'block', bgcolor: 'black' }}
          />
        ) : (
          <Skeleton variant="rectangular" aria-label={`Drawing ${title}`} sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
        )}
      </CardActionArea>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {`${title}: ${kind}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`${panel.subjectNames.length ? panel.subjectNames.join(', ') : 'The set'} · ${timeText(shot.start)}–${timeText(shot.end)}`}
        </Typography>
        {panel.lines.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No lines: the scene opens on the set.
          </Typography>
        )}
        <Stack spacing={1.5}>
          {panel.lines.map((line) => (
            <LineDirectionFields
              key={line.id}
              line={line}
              speakerName={nameOf(line.characterId)}
              performed={performed.get(line.id)}
              automaticShotLabel={kind}
              cast={cast}
              onChange={(changes) => onLineChange(line, changes)}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
