import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { projectBlueprintSchema, type ProjectBlueprint } from '@studio/contracts/blueprints';
import { BlueprintsService } from '../blueprints';
import { APP_CONFIG, type AppConfig } from '../config';
import { ScriptsService } from '../scripts';
import { DEMO_PROJECT, DEMO_SCRIPT_NAME, demoScreenplay } from './demo-project';

/** The demo is always project 1, the project the dashboard and builder screens show. */
const DEMO_PROJECT_ID = 1;

/** The demo project as a blueprint: its parts by name, each scene with its set, music, cast and lines. */
export function demoBlueprint(): ProjectBlueprint {
  const nameOf = <T extends { key: string; name: string }>(list: readonly T[], key: string | null) => list.find((item) => item.key === key)?.name;
  return projectBlueprintSchema.parse({
    project: { name: DEMO_PROJECT.name, description: DEMO_PROJECT.description },
    characters: DEMO_PROJECT.characters.map(({ name, description, isPirate }) => ({ name, description, isPirate })),
    sets: DEMO_PROJECT.sets.map(({ name, type, oceanType }) => ({ name, type, oceanType })),
    music: DEMO_PROJECT.music.map(({ name, style, mood }) => ({ name, style, mood })),
    scenes: DEMO_PROJECT.scenes.map((scene) => ({
      name: scene.name,
      description: scene.description,
      set: nameOf(DEMO_PROJECT.sets, scene.set),
      music: nameOf(DEMO_PROJECT.music, scene.music),
      characters: scene.cast.map((key) => nameOf(DEMO_PROJECT.characters, key)),
      status: scene.status,
      voiceLines: DEMO_PROJECT.voiceLines
        .filter((line) => line.scene === scene.key)
        .map((line) => ({ character: nameOf(DEMO_PROJECT.characters, line.character), text: line.text })),
    })),
    voiceLines: DEMO_PROJECT.voiceLines
      .filter((line) => line.scene === null)
      .map((line) => ({ character: nameOf(DEMO_PROJECT.characters, line.character), text: line.text })),
  });
}

/**
 * Creates the demo project (id 1) when the app starts on a database without any project, unless
 * SEED_DEMO=false: from its blueprint, like any project, so it is written in one transaction (a
 * failed seed leaves nothing behind) and its models, music and voices are then generated like a
 * user's would be. Its screenplay is stored too, for the director.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly blueprints: BlueprintsService,
    private readonly scripts: ScriptsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const seeded = await this.blueprints.create(demoBlueprint(), new Map(), { projectId: DEMO_PROJECT_ID, onlyIfNoProject: true });
    if (!seeded) return;
    this.logger.log(`Seeded demo project '${DEMO_PROJECT.name}' (id ${seeded.projectId}); its models, music and voices are being generated`);
    await this.storeScreenplay();
  }

  /** The demo's screenplay, so the director has a memory of it and a script path to train on. */
  private async storeScreenplay(): Promise<void> {
    try {
      await this.scripts.storeNamed(DEMO_PROJECT_ID, DEMO_SCRIPT_NAME, demoScreenplay());
    } catch (error) {
      this.logger.warn(`The demo's screenplay was not stored: ${(error as Error).message}`);
    }
  }
}
