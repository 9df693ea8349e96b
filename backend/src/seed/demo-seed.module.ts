import { Module } from '@nestjs/common';
import { ModelsModule } from '../models/models.module';
import { MusicModule } from '../music/music.module';
import { VoiceLinesModule } from '../voice-lines/voice-lines.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [ModelsModule, MusicModule, VoiceLinesModule], providers: [DemoSeedService] })
export class DemoSeedModule {}
