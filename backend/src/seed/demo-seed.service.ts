import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity';
import { toVoiceColumns } from '../characters/character.mapper';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { voiceProfileFor } from '../engines/voice/voice-profile';
import { MusicTrackEntity } from '../music/music-track.entity';
import { ProjectEntity } from '../projects/project.entity';
import { SceneCharacterEntity } from '../scene-characters/scene-character.entity';
import { SceneEntity } from '../scenes/scene.entity';
import { SetEntity } from '../sets/set.entity';
import { VoiceLineEntity } from '../voice-lines/voice-line.entity';
import { CharacterModelJob } from '../model-generation/character-model.job';
import { SetModelJob } from '../model-generation/set-model.job';
import { MusicComposeJob } from '../music/music-compose.job';
import { VoiceLineSynthesisJob } from '../voice-lines/voice-line-synthesis.job';
import { ScriptsService } from '../scripts/scripts.service';
import { DEMO_PROJECT, DEMO_SCRIPT_NAME, demoScreenplay } from './demo-project';

/** The demo is always project 1, the project the dashboard and builder screens show. */
const DEMO_PROJECT_ID = 1;

interface SeededRows {
  characters: CharacterEntity[];
  sets: SetEntity[];
  music: MusicTrackEntity[];
  voiceLines: VoiceLineEntity[];
}

/**
 * Creates the demo project (id 1) when the app starts on a database without any project, unless
 * SEED_DEMO=false. Everything is written in one transaction, so a failed seed leaves nothing behind;
 * then its models, music and voice lines are queued for generation like a user's would be, so the
 * demo's statuses and files are real.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly characterModels: CharacterModelJob,
    private readonly setModels: SetModelJob,
    private readonly musicComposition: MusicComposeJob,
    private readonly voiceSynthesis: VoiceLineSynthesisJob,
    private readonly scripts: ScriptsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const seeded = await this.dataSource.transaction(async (manager) => {
      if ((await manager.count(ProjectEntity)) > 0) return null;
      return this.seed(manager);
    });
    if (!seeded) return;
    this.logger.log(`Seeded demo project '${DEMO_PROJECT.name}' (id 1)`);
    await this.queueGeneration(seeded);
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

  private async queueGeneration({ characters, sets, music, voiceLines }: SeededRows): Promise<void> {
    for (const character of characters) await this.characterModels.enqueue(character);
    for (const set of sets) await this.setModels.enqueue(set);
    for (const track of music) await this.musicComposition.enqueue(track);
    for (const line of voiceLines) await this.voiceSynthesis.enqueue(line, DEMO_PROJECT_ID);
    this.logger.log(
      `Queued the demo's generation: ${characters.length + sets.length} models, ${music.length} tracks, ${voiceLines.length} voice lines`,
    );
  }

  private async seed(manager: EntityManager): Promise<SeededRows> {
    const seeded: SeededRows = { characters: [], sets: [], music: [], voiceLines: [] };
    await manager.insert(ProjectEntity, { id: DEMO_PROJECT_ID, name: DEMO_PROJECT.name, description: DEMO_PROJECT.description });
    const projectId = DEMO_PROJECT_ID;

    const characterIds = new Map<string, number>();
    for (const { key, ...character } of DEMO_PROJECT.characters) {
      const row = await manager.save(
        manager.create(CharacterEntity, {
          ...character,
          projectId,
          status: 'pending',
          modelPath: null,
          referenceImagePath: null,
          ...toVoiceColumns(voiceProfileFor(character.name)),
        }),
      );
      characterIds.set(key, row.id);
      seeded.characters.push(row);
    }
    const setIds = new Map<string, number>();
    for (const { key, ...set } of DEMO_PROJECT.sets) {
      const row = await manager.save(
        manager.create(SetEntity, { ...set, projectId, description: null, status: 'pending', scenePath: null }),
      );
      setIds.set(key, row.id);
      seeded.sets.push(row);
    }
    const musicIds = new Map<string, number>();
    for (const { key, ...track } of DEMO_PROJECT.music) {
      const row = await manager.save(
        manager.create(MusicTrackEntity, { ...track, projectId, description: null, status: 'pending', filePath: null }),
      );
      musicIds.set(key, row.id);
      seeded.music.push(row);
    }
    const sceneIds = new Map<string, number>();
    for (const scene of DEMO_PROJECT.scenes) {
      const row = await manager.save(
        manager.create(SceneEntity, {
          name: scene.name,
          description: scene.description,
          projectId,
          setId: setIds.get(scene.set) ?? null,
          musicId: musicIds.get(scene.music) ?? null,
          status: scene.status,
          renderedPath: null,
          posterPath: null,
          subtitlesPath: null,
          updatedAt: new Date(),
        }),
      );
      sceneIds.set(scene.key, row.id);
      await manager.insert(
        SceneCharacterEntity,
        scene.cast.map((member) => ({ sceneId: row.id, characterId: characterIds.get(member)! })),
      );
    }
    for (const line of DEMO_PROJECT.voiceLines) {
      const row = await manager.save(
        manager.create(VoiceLineEntity, {
          characterId: characterIds.get(line.character)!,
          sceneId: line.scene ? (sceneIds.get(line.scene) ?? null) : null,
          text: line.text,
          status: 'pending',
          filePath: null,
        }),
      );
      seeded.voiceLines.push(row);
    }
    return seeded;
  }
}
