import { Box, Button, Slider, Stack, Typography } from '@mui/material';
import { AUTOMATIC_LINE_DIRECTION } from '@studio/contracts/voice-lines';
import { CAMERA_SHOT_KINDS, type CameraShotKind, PAUSE_BEFORE_MAX_MS } from '@studio/contracts/direction';
import type { UpdateVoiceLine, VoiceLine } from '@studio/contracts/voice-lines';
import { ACTION_OPTIONS, EMOTION_OPTIONS, directionLabel } from '@studio/ui/direction-labels';
import { useId, useState } from 'react';
import { type PerformedDirection, shotKindLabel } from '@studio/scene-timeline/storyboard-panels';
import { DirectionSelect } from '@studio/ui/direction-select';

export type LineDirectionChanges = Pick<UpdateVoiceLine, keyof typeof AUTOMATIC_LINE_DIRECTION>;

/** Pauses a director picks from, in ms; a line's own other value is offered too. */
const PAUSE_CHOICES_MS = [0, 250, 500, 1000, 1500, 2000, 3000, 5000].filter((ms) => ms <= PAUSE_BEFORE_MAX_MS);
const SHOT_OPTIONS = CAMERA_SHOT_KINDS.map((kind) => ({ value: kind, label: shotKindLabel(kind) }));
const DEFAULT_INTENSITY = 0.5;

export interface LineDirectionFieldsProps {
  line: VoiceLine;
  speakerName: string;
  /** What the timeline made of the line: shown as what 'Automatic' means now. */
  performed: PerformedDirection | undefined;
  /** The kind of the shot this panel shows, for 'Automatic (medium)'. */
  automaticShotLabel: string;
  cast: { id: number; name: string }[];
  onChange: (changes: LineDirectionChanges) => void;
}

const hasDirection = (line: VoiceLine) => (Object.keys(AUTOMATIC_LINE_DIRECTION) as (keyof typeof AUTOMATIC_LINE_DIRECTION)[]).some((field) => line[field] !== null);

/** One line's direction: emotion and how strongly, action, pause, and the shot it is seen in. */
export function LineDirectionFields({ line, speakerName, performed, automaticShotLabel, cast, onChange }: LineDirectionFieldsProps) {
  const intensityLabelId = useId();
  const savedIntensity = line.intensity ?? performed?.intensity ?? DEFAULT_INTENSITY;
  // The slider moves freely; the value is saved when it is let go (or on each arrow key).
  const [intensity, setIntensity] = useState<number | null>(null);
  const pauseChoices = line.pauseBefore === null || PAUSE_CHOICES_MS.includes(line.pauseBefore) ? PAUSE_CHOICES_MS : [...PAUSE_CHOICES_MS, line.pauseBefore].sort((a, b) => a - b);
  const camera = line.camera;
  const setCamera = (kind: string) => onChange({ camera: kind ? { kind: kind as CameraShotKind, subjectId: camera?.subjectId ?? null } : null });

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 1.5 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        <strong>{speakerName}:</strong> {line.text}
      </Typography>
      {line.parenthetical && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
          {`(${line.parenthetical})`}
        </Typography>
      )}
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        <DirectionSelect
          label="Emotion"
          value={line.emotion ?? ''}
          automaticLabel={performed ? `Automatic (${performed.emotion})` : 'Automatic'}
          options={EMOTION_OPTIONS}
          onChange={(emotion) => onChange({ emotion: (emotion || null) as LineDirectionChanges['emotion'] })}
        />
        <Box sx={{ width: 150, px: 1 }}>
          <Typography id={intensityLabelId} variant="caption" color="text.secondary">
            {`Intensity ${(intensity ?? savedIntensity).toFixed(1)}${line.intensity === null ? ' (automatic)' : ''}`}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={1}
            step={0.1}
            value={intensity ?? savedIntensity}
            aria-labelledby={intensityLabelId}
            onChange={(_event, value) => setIntensity(value as number)}
            onChangeCommitted={(_event, value) => {
              setIntensity(null);
              if (value !== savedIntensity || line.intensity === null) onChange({ intensity: value as number });
            }}
          />
        </Box>
        <DirectionSelect
          label="Action"
          value={line.action ?? ''}
          automaticLabel={`Automatic (${performed?.action ? directionLabel(performed.action).toLowerCase() : 'none'})`}
          options={ACTION_OPTIONS}
          onChange={(action) => onChange({ action: (action || null) as LineDirectionChanges['action'] })}
        />
        <DirectionSelect
          label="Pause before"
          value={line.pauseBefore === null ? '' : String(line.pauseBefore)}
          automaticLabel="Automatic (by pace)"
          options={pauseChoices.map((ms) => ({ value: String(ms), label: `${ms} ms` }))}
          onChange={(pause) => onChange({ pauseBefore: pause === '' ? null : Number(pause) })}
        />
        <DirectionSelect
          label="Shot"
          value={camera?.kind ?? ''}
          automaticLabel={`Automatic (${automaticShotLabel.toLowerCase()})`}
          options={SHOT_OPTIONS}
          onChange={setCamera}
        />
        <DirectionSelect
          label="Shot subject"
          value={camera?.subjectId ? String(camera.subjectId) : ''}
          automaticLabel="Automatic"
          options={cast.map((member) => ({ value: String(member.id), label: member.name }))}
          disabled={!camera}
          onChange={(subjectId) => camera && onChange({ camera: { kind: camera.kind, subjectId: subjectId ? Number(subjectId) : null } })}
        />
        <Button size="small" disabled={!hasDirection(line)} onClick={() => onChange(AUTOMATIC_LINE_DIRECTION)}>
          Back to automatic
        </Button>
      </Stack>
    </Box>
  );
}
