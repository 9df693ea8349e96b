import { useProjects } from '@studio/api-client/projects';
import type { Project } from '@studio/contracts/projects';
import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';

export const CURRENT_PROJECT_STORAGE_KEY = 'studio.currentProjectId';
const DEFAULT_PROJECT_ID = 1;

export interface CurrentProject {
  /** null while the projects load or when there is none. */
  project: Project | null;
  projects: Project[];
  isLoading: boolean;
  selectProject: (projectId: number) => void;
}

const CurrentProjectContext = createContext<CurrentProject | null>(null);

/** The project chosen earlier in this browser, if any. */
export const storedProjectId = (): number | null => {
  const stored = Number(window.localStorage.getItem(CURRENT_PROJECT_STORAGE_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
};

/** The stored choice if it still exists, else project 1, else the first project (current project, docs/architecture.md). */
export const pickCurrentProject = (projects: Project[], storedId: number | null): Project | null =>
  projects.find((candidate) => candidate.id === storedId) ??
  projects.find((candidate) => candidate.id === DEFAULT_PROJECT_ID) ??
  projects[0] ??
  null;

export function CurrentProjectProvider({ children }: { children: ReactNode }) {
  const projectsQuery = useProjects();
  const [storedId, setStoredId] = useState(storedProjectId);

  const selectProject = useCallback((projectId: number) => {
    window.localStorage.setItem(CURRENT_PROJECT_STORAGE_KEY, String(projectId));
    setStoredId(projectId);
  }, []);

  const value = useMemo<CurrentProject>(() => {
    const projects = projectsQuery.data ?? [];
    return { project: pickCurrentProject(projects, storedId), projects, isLoading: projectsQuery.isPending, selectProject };
  }, [projectsQuery.data, projectsQuery.isPending, storedId, selectProject]);

  return <CurrentProjectContext.Provider value={value}>{children}</CurrentProjectContext.Provider>;
}

export function useCurrentProject(): CurrentProject {
  const value = useContext(CurrentProjectContext);
  if (!value) throw new Error('useCurrentProject must be used inside CurrentProjectProvider');
  return value;
}
