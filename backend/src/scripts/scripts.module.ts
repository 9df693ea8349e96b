import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { ProjectsModule } from '../projects/projects.module';
import { ScreenplayAnalyzer } from './screenplay-analyzer';
import { ScriptEntity } from './script.entity';
import { ScriptsController } from './scripts.controller';
import { ScriptsRepository } from './scripts.repository';
import { ScriptsService } from './scripts.service';

@Module({
  imports: [TypeOrmModule.forFeature([ScriptEntity]), ProjectsModule, MediaModule],
  controllers: [ScriptsController],
  providers: [ScriptsService, ScriptsRepository, ScreenplayAnalyzer],
  exports: [ScriptsService],
})
export class ScriptsModule {}
