import { SessionEntity } from '../auth/session.entity';
import { CharacterEntity } from '../characters/character.entity';
import { JobEntity } from '../jobs/job.entity';
import { MusicTrackEntity } from '../music/music-track.entity';
import { CompositionRevisionEntity } from '../platform/composition-revision.entity';
import { PlatformTokenEntity } from '../platform/platform-token.entity';
import { RemoteReleaseEntity } from '../platform/remote-release.entity';
import { ProjectEntity } from '../projects/project.entity';
import { SceneCharacterEntity } from '../scene-characters/scene-character.entity';
import { SceneEntity } from '../scenes/scene.entity';
import { ScriptEntity } from '../scripts/script.entity';
import { SetEntity } from '../sets/set.entity';
import { ServiceKeyEntity } from '../settings/service-key.entity';
import { StudioSettingEntity } from '../settings/studio-setting.entity';
import { VoiceLineEntity } from '../voice-lines/voice-line.entity';

/** Every table's entity. A new entity goes here, then `npm run migration:generate -w @studio/backend -- <Name>`. */
export const ENTITIES = [
  ProjectEntity,
  CharacterEntity,
  SetEntity,
  MusicTrackEntity,
  SceneEntity,
  SceneCharacterEntity,
  VoiceLineEntity,
  SessionEntity,
  RemoteReleaseEntity,
  CompositionRevisionEntity,
  PlatformTokenEntity,
  ServiceKeyEntity,
  JobEntity,
  ScriptEntity,
  StudioSettingEntity,
];
