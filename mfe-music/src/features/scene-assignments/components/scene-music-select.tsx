import { useUpdateScene } from '@studio/api-client/scenes';
import type { MusicTrack } from '@studio/contracts/music';
import type { Scene } from '@studio/contracts/scenes';
import { SelectField } from '@studio/ui/select-field';
import { useSnackbar } from 'notistack';

export interface SceneMusicSelectProps {
  scene: Scene;
  tracks: MusicTrack[];
}

/** 'Select music' for one scene; choosing a track saves it as the scene's music. */
export function SceneMusicSelect({ scene, tracks }: SceneMusicSelectProps) {
  const updateScene = useUpdateScene();
  const { enqueueSnackbar } = useSnackbar();

  const assign = (value: number | '') =>
    updateScene.mutate(
      { id: scene.id, changes: { musicId: value === '' ? null : value } },
      { onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }) },
    );

  return (
    <SelectField<number | ''>
      label="Select music"
      value={scene.musicId ?? ''}
      options={tracks.map((track) => ({ value: track.id, label: track.name }))}
      onChange={assign}
      noneLabel="None"
      size="small"
      fullWidth={false}
      disabled={updateScene.isPending}
      sx={{ minWidth: 220 }}
    />
  );
}
