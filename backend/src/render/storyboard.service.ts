import { Inject, Injectable } from '@nestjs/common';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { shotKindLabel, storyboardPanels, THUMBNAIL_SIZE } from '@studio/scene-timeline/storyboard-panels';
import { writeStoryboardPdf, type StoryboardPdfScene } from '@studio/screenplay/storyboard-pdf';
import { MediaStorage } from '../media';
import { ProjectsService } from '../projects';
import { ScenesRepository } from '../scenes';
import { VoiceLinesRepository } from '../voice-lines';
import { FRAME_RENDERER, type FrameRenderer } from './frame-renderer';
import { NoStoryboardScenesError, SceneNotReadyError, StoryboardNotReadyError, UnreadableAudioError } from './render.errors';
import { SceneTimelineService } from './scene-timeline.service';

/** A storyboard as it is downloaded. */
export interface StoryboardFile {
  bytes: Uint8Array;
  fileName: string;
}

const THUMBNAIL_JPEG_QUALITY = 0.85;

/** A file name from a scene's or project's name: no path separators, never empty. */
const storyboardFileName = (name: string) => `${name.replace(/[\\/:*?"<>|\s]+/g, ' ').trim() || 'storyboard'} storyboard.pdf`;

/**
 * Storyboards to print: the panels the Storyboard screen shows (one per shot, storyboard-panels),
 * each shot's middle frame drawn by the renderer that draws the scene's render, laid out by
 * writeStoryboardPdf. A scene is drawn when it has a timeline (the readiness rule).
 */
@Injectable()
export class StoryboardService {
  constructor(
    private readonly timelines: SceneTimelineService,
    private readonly scenes: ScenesRepository,
    private readonly lines: VoiceLinesRepository,
    private readonly projects: ProjectsService,
    private readonly media: MediaStorage,
    @Inject(FRAME_RENDERER) private readonly renderer: FrameRenderer,
  ) {}

  /** 404 for no scene; 409 naming what it lacks when it cannot be drawn. */
  async scenePdf(sceneId: number): Promise<StoryboardFile> {
    const { scene, timeline } = await this.timelines.load(sceneId).catch((error: unknown) => {
      throw error instanceof SceneNotReadyError ? new StoryboardNotReadyError(sceneId, error.missing) : error;
    });
    const project = await this.projects.get(scene.projectId);
    const bytes = await writeStoryboardPdf({ title: project.name, scenes: [await this.drawScene(scene.id, scene.name, timeline)] });
    return { bytes, fileName: storyboardFileName(scene.name) };
  }

  /** Every scene that can be drawn, in script order; the others are named on a first page. 409 when none can. */
  async projectPdf(projectId: number): Promise<StoryboardFile> {
    const project = await this.projects.get(projectId);
    const drawn: StoryboardPdfScene[] = [];
    const leftOut: string[] = [];
    for (const scene of await this.scenes.listByProject(projectId)) {
      try {
        const { timeline } = await this.timelines.load(scene.id);
        drawn.push(await this.drawScene(scene.id, scene.name, timeline));
      } catch (error) {
        if (error instanceof SceneNotReadyError) leftOut.push(`${scene.name} lacks ${error.missing.join('; ')}.`);
        else if (error instanceof UnreadableAudioError) leftOut.push(`${scene.name}: ${error.message}`);
        else throw error;
      }
    }
    if (drawn.length === 0) throw new NoStoryboardScenesError(project.name, leftOut);
    return { bytes: await writeStoryboardPdf({ title: project.name, scenes: drawn, leftOut }), fileName: storyboardFileName(project.name) };
  }

  /** The scene's panels, each with its middle frame drawn in one renderer session. */
  private async drawScene(sceneId: number, heading: string, timeline: SceneTimeline): Promise<StoryboardPdfScene> {
    const names = new Map(timeline.blocking.map((mark) => [mark.characterId, mark.name]));
    const panels = storyboardPanels(timeline, await this.lines.listByScene(sceneId));
    const session = await this.renderer.open(timeline, { ...THUMBNAIL_SIZE, shadows: true }, (url) => this.media.pathOf(url));
    let pictures: Buffer[];
    try {
      pictures = await session.frames(
        panels.map((panel) => panel.thumbnailSeconds),
        THUMBNAIL_JPEG_QUALITY,
      );
    } finally {
      await session.close();
    }
    return {
      heading,
      panels: panels.map((panel, index) => ({
        shotNumber: panel.shot.index + 1,
        shotKind: shotKindLabel(panel.shot.kind),
        picture: pictures[index],
        lines: panel.lines.map((line) => ({
          speaker: names.get(line.characterId) ?? `Character ${line.characterId}`,
          text: line.text,
          ...(line.parenthetical ? { parenthetical: line.parenthetical } : {}),
        })),
      })),
    };
  }
}
