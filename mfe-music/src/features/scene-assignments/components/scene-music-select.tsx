import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useUpdateScene } from '@studio/api-client/scenes';
import type { MusicTrack } from '@studio/contracts/music';
import type { Scene } from '@studio/contracts/scenes';
import { useSnackbar } from 'notistack';

export interface SceneMusicSelectProps {
  scene: Scene;
  tracks: MusicTrack[];
}

/** 'Select music' for one scene; choosing a track saves it as the scene's music. */
export function SceneMusicSelect({ scene, tracks }: SceneMusicSelectProps) {
  const updateScene = useUpdateScene();
  const { enqueueSnackbar } = useSnackbar();
  const labelId = `scene-${scene.id}-music-label`;

  const assign = (value: number | '') =>
    updateScene.mutate(
      { id: scene.id, changes: { musicId: value === '' ? null : value } },
      { onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }) },
    );

  return (
    <FormControl size="small" sx={{ minWidth: 220 }} disabled={updateScene.isPending}>
      <InputLabel id={labelId}>Select music</InputLabel>
      <Select<number | ''>
        labelId={labelId}
        label="Select music"
        value={scene.musicId ?? ''}
        onChange={(event) => assign(event.target.value)}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {tracks.map((track) => (
          <MenuItem key={track.id} value={track.id}>
            {track.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
