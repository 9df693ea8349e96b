import { routeUrl } from './http';

/** A scene's storyboard PDF (its shots drawn as panels), as a download link. */
export const sceneStoryboardPdfUrl = (sceneId: number) => routeUrl('getSceneStoryboardPdf', { params: { id: sceneId } });

/** The storyboard PDF of every scene of the project that can be drawn, as a download link. */
export const projectStoryboardPdfUrl = (projectId: number) => routeUrl('getProjectStoryboardPdf', { params: { id: projectId } });
