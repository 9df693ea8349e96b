import { Box, Skeleton, Stack, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { isApiError } from '@studio/api-client/http';
import { useProject } from '@studio/api-client/projects';
import { projectScreenplayUrl } from '@studio/api-client/scripts';
import { projectStoryboardPdfUrl } from '@studio/api-client/storyboards';
import { RemoteSlot } from '@studio/federation/remote-slot';
import { DownloadButton } from '@studio/ui/download-button';
import { errorMessage } from '@studio/ui/error-message';
import { ScreenplayDownloads } from '@studio/ui/screenplay-downloads';
import { SelectField } from '@studio/ui/select-field';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { RemoteScreen } from '../../../app/module-routes';
import { SceneMapTable } from '../../../components/scene-map-table';
import { NotFoundPage } from '../../../components/not-found-page';

interface ProjectTab {
  /** Path segment after /projects/:id ('' for the scene map). */
  segment: string;
  label: string;
  /** The remote screen that owns the tab; the scene map is the shell's own. */
  screen?: RemoteScreen;
}

export const PROJECT_TABS: ProjectTab[] = [
  { segment: '', label: 'Scene Map' },
  { segment: 'characters', label: 'Characters', screen: { remote: 'mfe_characters', module: 'ProjectCharacters' } },
  { segment: 'sets', label: 'Sets', screen: { remote: 'mfe_sets', module: 'ProjectSets' } },
  { segment: 'music', label: 'Music', screen: { remote: 'mfe_music', module: 'ProjectMusic' } },
  { segment: 'voice-lines', label: 'Voice Lines', screen: { remote: 'mfe_voiceover', module: 'ProjectVoiceLines' } },
];

/** docs/product-rules.md#screens: characters, sets, music, voice-lines; any other path shows the scene map. */
export const tabForSegment = (segment: string | undefined): ProjectTab =>
  PROJECT_TABS.find((tab) => tab.segment !== '' && tab.segment === segment) ?? PROJECT_TABS[0];

const tabPath = (projectId: number, tab: ProjectTab) => (tab.segment ? `/projects/${projectId}/${tab.segment}` : `/projects/${projectId}`);

export function ProjectPage() {
  const params = useParams();
  const projectId = Number(params.projectId);
  if (!Number.isInteger(projectId) || projectId <= 0) return <NotFoundPage />;
  return <ProjectTabs projectId={projectId} segment={params['*']?.split('/')[0]} />;
}

function ProjectTabs({ projectId, segment }: { projectId: number; segment: string | undefined }) {
  const project = useProject(projectId);
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const current = tabForSegment(segment);
  // A project that does not exist is a page that does not exist, not an error under a title.
  if (isApiError(project.error) && project.error.status === 404) return <NotFoundPage />;
  return (
    // One column no wider than the screen: a wide table scrolls inside it instead of widening the page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Typography variant="h4" component="h1">
        {project.data?.name ?? (project.isError ? errorMessage(project.error) : <Skeleton width={240} />)}
      </Typography>
      {project.data && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ScreenplayDownloads urlOf={(format) => projectScreenplayUrl(projectId, format)} />
          <DownloadButton size="small" variant="outlined" url={projectStoryboardPdfUrl(projectId)} failureTitle="Download Failed" fileName="storyboard.pdf">
            Download storyboard PDF
          </DownloadButton>
        </Stack>
      )}
      {isSmall ? (
        <SelectField
          label="Section"
          value={current.segment}
          options={PROJECT_TABS.map((tab) => ({ value: tab.segment, label: tab.label }))}
          onChange={(segment) => {
            const tab = PROJECT_TABS.find((candidate) => candidate.segment === segment) ?? PROJECT_TABS[0];
            navigate(tabPath(projectId, tab));
          }}
          size="small"
          fullWidth={false}
        />
      ) : (
        <Tabs value={current.segment} aria-label="Project sections" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {PROJECT_TABS.map((tab) => (
            <Tab key={tab.segment} value={tab.segment} label={tab.label} component={Link} to={tabPath(projectId, tab)} />
          ))}
        </Tabs>
      )}
      <Box role="tabpanel" aria-label={current.label}>
        {current.screen ? (
          <RemoteSlot key={current.segment} remote={current.screen.remote} module={current.screen.module} props={{ projectId }} />
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
            <SceneMapTable projectId={projectId} />
            <RemoteSlot remote="mfe_script_director" module="ProjectDirector" props={{ projectId }} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
