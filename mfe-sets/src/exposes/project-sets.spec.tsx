import { buildSet } from '@studio/contracts/testing/factories';
import { describeProjectTab } from '@studio/ui/testing/list-screen-states';
import { ProjectSets } from './project-sets';

describeProjectTab(ProjectSets, {
  list: 'sets',
  states: { placeholders: 2, emptyText: 'No sets found in this project.' },
  item: buildSet({ name: 'Old Farm', projectId: 3 }),
  addLink: { name: 'Add Set', href: '/set-builder' },
});
