import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { Scene } from '@studio/contracts/scenes';

/** A rendered scene: its video, when it was rendered, and a download. */
export function RenderedOutputCard({ scene, videoUrl }: { scene: Scene; videoUrl: string }) {
  return (
    <Card component="article" aria-label={scene.name} variant="outlined">
      <Box component="video" src={videoUrl} controls preload="metadata" sx={{ width: '100%', display: 'block', bgcolor: 'black' }} />
      <CardContent>
        <Typography variant="h6" component="h3">
          {scene.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Rendered ${new Date(scene.updatedAt).toLocaleString()}`}
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" component="a" href={videoUrl} download>
          Download
        </Button>
      </CardActions>
    </Card>
  );
}
