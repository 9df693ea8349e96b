import { Module } from '@nestjs/common';
import { ModelGenerationModule } from '../model-generation/model-generation.module';
import { MusicModule } from '../music/music.module';
import { ScriptsModule } from '../scripts/scripts.module';
import { VoiceLinesModule } from '../voice-lines/voice-lines.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [ModelGenerationModule, MusicModule, VoiceLinesModule, ScriptsModule], providers: [DemoSeedService] })
export class DemoSeedModule {}
