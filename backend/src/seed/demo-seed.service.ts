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
import { DEMO_PROJECT } from './demo-project';

/**
 * Creates the demo project (id 1) when the app starts on a database without any project, unless
 * SEED_DEMO=false. Everything is written in one transaction, so a failed seed leaves nothing behind.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const seeded = await this.dataSource.transaction(async (manager) => {
      if ((await manager.count(ProjectEntity)) > 0) return false;
      await this.seed(manager);
      return true;
    });
    if (seeded) this.logger.log(`Seeded demo project '${DEMO_PROJECT.name}' (id 1)`);
  }

  private async seed(manager: EntityManager): Promise<void> {
    await manager.insert(ProjectEntity, { id: 1, name: DEMO_PROJECT.name, description: DEMO_PROJECT.description });
    const projectId = 1;

    const characterIds = new Map<string, number>();
    for (const { key, ...character } of DEMO_PROJECT.characters) {
      const row = await manager.save(
        manager.create(CharacterEntity, {
          ...character,
          projectId,
          modelPath: null,
          referenceImagePath: null,
          ...toVoiceColumns(voiceProfileFor(character.name)),
        }),
      );
      characterIds.set(key, row.id);
    }
    const setIds = new Map<string, number>();
    for (const { key, ...set } of DEMO_PROJECT.sets) {
      const row = await manager.save(
        manager.create(SetEntity, { ...set, projectId, description: null, scenePath: null }),
      );
      setIds.set(key, row.id);
    }
    const musicIds = new Map<string, number>();
    for (const { key, ...track } of DEMO_PROJECT.music) {
      const row = await manager.save(
        manager.create(MusicTrackEntity, { ...track, projectId, description: null, filePath: null }),
      );
      musicIds.set(key, row.id);
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
      await manager.insert(VoiceLineEntity, {
        characterId: characterIds.get(line.character)!,
        sceneId: line.scene ? (sceneIds.get(line.scene) ?? null) : null,
        text: line.text,
        status: 'pending',
        filePath: null,
      });
    }
  }
}
