import { Module } from '@nestjs/common';
import { EngineSelectionModule } from '../engine-selection';
import { SettingsModule } from '../settings';
import { LocalEngines } from './local-engines';
import { StatusController } from './status.controller';
import { StatusService } from './status.service';

@Module({
  imports: [SettingsModule, EngineSelectionModule],
  controllers: [StatusController],
  providers: [StatusService, LocalEngines],
  exports: [StatusService],
})
export class StatusModule {}
