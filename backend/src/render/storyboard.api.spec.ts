import { shotKindLabel } from '@studio/scene-timeline/storyboard-panels';
import { readPdfPages } from '@studio/screenplay/testing/read-pdf-pages';
import { sceneTimelineSchema } from '@studio/contracts/timeline';
import { binaryBody } from '../../test/binary-body';
import { linkCharacter, newCharacter, newMusicTrack, newProject, newScene, newSet, newVoiceLine } from '../../test/factories';
import { useTestProject } from '../../test/test-app';

/** Drawing a storyboard starts Chromium and draws every shot with software GL. */
const DRAW_TIMEOUT_MS = 120_000;

describe(`Storyboard PDFs (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();
  let barnId: number;
  let wellName: string;

  beforeAll(async () => {
    const set = await newSet(ctx.http, ctx.projectId, { name: 'Old Farm' });
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    const mira = await newCharacter(ctx.http, ctx.projectId, { name: 'McGillivray' });
    const barn = await newScene(ctx.http, ctx.projectId, { name: 'INT. BARN - NIGHT', setId: set.id, musicId: track.id });
    await linkCharacter(ctx.http, barn.id, mira.id);
    await newVoiceLine(ctx.http, mira.id, { sceneId: barn.id, text: 'Where were you last night?', parenthetical: 'quietly' });
    barnId = barn.id;
    // No set and no cast: it has no timeline, so nothing to draw.
    wellName = (await newScene(ctx.http, ctx.projectId, { name: 'EXT. WELL - DAY' })).name;
  }, DRAW_TIMEOUT_MS);

  const pdf = async (path: string) => {
    const response = await binaryBody(ctx.http.get(path)).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return { disposition: response.headers['content-disposition'] as string, pages: await readPdfPages(response.body as Buffer) };
  };

  it(
    "draws a scene's shots as panels: one drawn picture per shot, with its number and kind and its lines",
    async () => {
      const timeline = sceneTimelineSchema.parse((await ctx.http.get(`/api/scenes/${barnId}/timeline`).expect(200)).body);
      const { disposition, pages } = await pdf(`/api/scenes/${barnId}/storyboard.pdf`);

      expect(disposition).toContain('INT. BARN - NIGHT storyboard.pdf');
      expect(pages.reduce((sum, page) => sum + page.images, 0)).toBe(timeline.shots.length);
      expect(pages.flatMap((page) => page.texts.filter((text) => text.startsWith('Shot ')))).toEqual(
        timeline.shots.map((shot) => `Shot ${shot.index + 1} · ${shotKindLabel(shot.kind)}`),
      );
      expect(pages[0].texts[0]).toBe('INT. BARN - NIGHT');
      expect(pages.flatMap((page) => page.texts)).toEqual(expect.arrayContaining(['McGillivray', '(quietly)', 'Where were you last night?']));
    },
    DRAW_TIMEOUT_MS,
  );

  it(
    "draws the project's scenes that can be drawn and names the others on a first page",
    async () => {
      const { pages } = await pdf(`/api/projects/${ctx.projectId}/storyboard.pdf`);

      expect(pages[0].images).toBe(0);
      expect(pages[0].texts.join(' ')).toContain(`${wellName} lacks a set for ${wellName}`);
      expect(pages[1].texts[0]).toBe('INT. BARN - NIGHT');
      expect(pages[1].images).toBeGreaterThan(0);
    },
    DRAW_TIMEOUT_MS,
  );

  it('answers 409 naming what a scene lacks, or that no scene of a project can be drawn', async () => {
    const wellId = (await newScene(ctx.http, ctx.projectId, { name: 'EXT. ROAD - DAY' })).id;
    const scene = await ctx.http.get(`/api/scenes/${wellId}/storyboard.pdf`).expect(409);
    expect(scene.body.message).toBe(`Scene ${wellId} cannot be drawn as a storyboard yet; it lacks a set for EXT. ROAD - DAY; a music track for EXT. ROAD - DAY; a character in EXT. ROAD - DAY; a voice line in EXT. ROAD - DAY.`);

    const empty = await newProject(ctx.http, { name: 'Nothing Drawn' });
    await newScene(ctx.http, empty.id, { name: 'Void' });
    const project = await ctx.http.get(`/api/projects/${empty.id}/storyboard.pdf`).expect(409);
    expect(project.body.message).toBe("No scene of 'Nothing Drawn' can be drawn as a storyboard yet: Void lacks a set for Void; a music track for Void; a character in Void; a voice line in Void.");
  });

  it('answers 404 for a scene or project that does not exist', async () => {
    await ctx.http.get('/api/scenes/999999/storyboard.pdf').expect(404);
    await ctx.http.get('/api/projects/999999/storyboard.pdf').expect(404);
  });
});
