import { buildMusicTrack } from '@studio/contracts/testing/factories';
import { describeProjectTab } from '@studio/ui/testing/list-screen-states';
import { ProjectMusic } from './project-music';

describeProjectTab(ProjectMusic, {
  list: 'music',
  states: { placeholders: 2, emptyText: 'No music tracks found in this project.' },
  item: buildMusicTrack({ name: 'Neon Chase', projectId: 3 }),
  addLink: { name: 'Add Music', href: '/music-composer' },
});
