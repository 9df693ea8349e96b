import { Avatar, AvatarGroup, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import type { Scene } from '@studio/contracts/scenes';
import { READINESS_LOOK, renderReadiness } from '../render-readiness';

export interface SceneRenderCardProps {
  scene: Scene;
  setName?: string;
  musicName?: string;
}

/** A scene with what it is made of and whether it can be rendered. */
export function SceneRenderCard({ scene, setName, musicName }: SceneRenderCardProps) {
  const look = READINESS_LOOK[renderReadiness(scene)];
  return (
    <Card component="article" aria-label={scene.name} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
