import { useUpdateScene } from '@studio/api-client/scenes';
import type { MusicTrack } from '@studio/contracts/music';
import type { Scene } from '@studio/contracts/scenes';
import { errorMessage } from '@studio/ui/error-message';
import { SelectField } from '@studio/ui/select-field';
import { useToast } from '@studio/ui/toast';

export interface SceneMusicSelectProps {
  scene: Scene;
  tracks: MusicTrack[];
}

/** 'Select music' for one scene; choosing a track saves it as the scene's music, confirmed by a toast as every save is. */
export function SceneMusicSelect({ scene, tracks }: SceneMusicSelectProps) {
  const updateScene = useUpdateScene();
  const toast = useToast();

  const assign = (value: number | '') => {
    const track = tracks.find((candidate) => candidate.id === value);
    updateScene.mutate(
      { id: scene.id, changes: { musicId: track?.id ?? null } },
      {
        onSuccess: (saved) =>
          track
            ? toast.success('Music assigned', `${track.name} plays in ${saved.name}.`)
            : toast.success('Music removed', `${saved.name} has no music now.`),
        onError: (error) => toast.error('Failed to assign music.', errorMessage(error)),
      },
    );
  };

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
