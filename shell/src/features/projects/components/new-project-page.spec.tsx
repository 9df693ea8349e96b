import { describe, expect, it } from '@jest/globals';
import { buildProject } from '@studio/contracts/testing/factories';
import { reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { CurrentProjectProvider } from '../../../hooks/current-project';
import { renderInShell } from '../../../testing/render-app';
import { NewProjectPage } from './new-project-page';

function OpenedProject() {
  return <p>Opened project {useParams().projectId}</p>;
}

const renderForm = () =>
  renderInShell(
    <CurrentProjectProvider>
      <Routes>
        <Route path="/new-project" element={<NewProjectPage />} />
        <Route path="/projects/:projectId" element={<OpenedProject />} />
      </Routes>
    </CurrentProjectProvider>,
    { route: '/new-project' },
  );

describe('NewProjectPage', () => {
  it('shows the contract messages for a short name and description', async () => {
    const fetchStub = stubFetch({ 'GET /api/projects': reply([]) });
    renderForm();

    await userEvent.type(screen.getByRole('textbox', { name: 'Project Name' }), 'A');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('Project name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters.')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalledWith('/api/projects', expect.objectContaining({ method: 'POST' }));
  });

  it('creates the project, makes it current and opens its page', async () => {
    window.localStorage.clear();
    const fetchStub = stubFetch({
      'GET /api/projects': reply([]),
      'POST /api/projects': reply(buildProject({ id: 9, name: 'Space Opera', description: 'A film set among the stars.' }), 201),
    });
    renderForm();

    await userEvent.type(screen.getByRole('textbox', { name: 'Project Name' }), 'Space Opera');
    await userEvent.click(screen.getByRole('textbox', { name: 'Description' }));
    await userEvent.paste('A film set among the stars.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('Opened project 9')).toBeInTheDocument();
    expect(window.localStorage.getItem('studio.currentProjectId')).toBe('9');
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/projects',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Space Opera', description: 'A film set among the stars.' }),
      }),
    );
  });
});
