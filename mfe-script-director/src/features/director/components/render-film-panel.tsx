import { Alert, Box, Button, LinearProgress, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { filmHandoffUrl, filmQueryOptions, useFilm, useRenderFilm } from '@studio/api-client/director';
import { isApiError, serverMessage } from '@studio/api-client/http';
import { isActiveJob, useJobOutcomes, useJobs } from '@studio/api-client/jobs';
import { useQueryClient } from '@tanstack/react-query';
import { useFileDownload } from '@studio/ui/download-button';
import { countOf } from '@studio/ui/plural';
import { useToast } from '@studio/ui/toast';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * 'Render Film': every ready scene of the project rendered in script order and joined into one MP4
 * with a chapter per scene and one .srt; the progress names the scene being rendered, and the
 * newest film plays here with its chapters and downloads.
 */
export function RenderFilmPanel({ projectId, projectName }: { projectId: number; projectName?: string }) {
  const film = useFilm(projectId);
  const renderFilm = useRenderFilm();
  const queryClient = useQueryClient();
  const toast = useToast();
  const handoff = useFileDownload(filmHandoffUrl(projectId), { failureTitle: 'Download Failed', fileName: `${projectName ?? 'Film'} handoff.zip` });
  const active = useJobs(projectId).data?.find((job) => job.type === 'project.render-film' && isActiveJob(job));
  useJobOutcomes(projectId, 'project.render-film', (job) => {
    if (job.state === 'failed') toast.error('Rendering Failed', job.error ?? undefined);
    else toast.success('Film rendered', 'Every ready scene has been joined into one film.');
    void queryClient.invalidateQueries({ queryKey: filmQueryOptions(projectId).queryKey });
  });
  const start = () =>
    renderFilm.mutate(
      { projectId },
      { onError: (error) => toast.error('Rendering Failed', (isApiError(error) && serverMessage(error)) || undefined) },
    );
  const running = renderFilm.isPending || active !== undefined;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Film">
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Box>
            <Typography variant="h6" component="h2">
              Film
            </Typography>
            {projectName && (
              <Typography variant="body2" color="text.secondary">
                {projectName}
              </Typography>
            )}
          </Box>
          <Button variant="contained" onClick={start} disabled={running}>
            {running ? 'Rendering Film...' : 'Render Film'}
          </Button>
        </Box>
        {active && (
          <Stack spacing={1}>
            <LinearProgress variant="determinate" value={active.progress} aria-label="Film progress" />
            <Typography variant="body2" color="text.secondary">
              {active.stage ?? 'Waiting to start'}
            </Typography>
          </Stack>
        )}
        {film.data === null && !active && (
          <Typography variant="body2" color="text.secondary">
            No film yet: render one to join every ready scene.
          </Typography>
        )}
        {film.data && (
          <Stack spacing={1}>
            <Box component="video" src={film.data.filmPath} controls aria-label="Film" sx={{ width: '100%', maxWidth: 720, borderRadius: 1 }} />
            <Typography variant="body2">{`${countOf(film.data.chapters.length, { one: 'scene', other: 'scenes' })}, ${clock(film.data.durationSeconds)}`}</Typography>
            <List dense aria-label="Chapters">
              {film.data.chapters.map((chapter) => (
                <ListItem key={`${chapter.startSeconds}-${chapter.title}`} disableGutters>
                  <ListItemText primary={chapter.title} secondary={`${clock(chapter.startSeconds)} - ${clock(chapter.endSeconds)}`} />
                </ListItem>
              ))}
            </List>
            {film.data.skippedScenes.map((skipped) => (
              <Alert key={skipped.name} severity="warning">{`${skipped.name} was left out: ${skipped.reason}`}</Alert>
            ))}
            <Box sx={{ display: 'flex', gap: 2 }}>
              <Link href={film.data.filmPath} download>
                Download film
              </Link>
              <Link href={film.data.subtitlesPath} download>
                Download subtitles
              </Link>
              <Link component="button" onClick={() => void handoff.download()} disabled={handoff.busy}>
                {handoff.busy ? 'Preparing editor handoff...' : 'Download editor handoff'}
              </Link>
            </Box>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
