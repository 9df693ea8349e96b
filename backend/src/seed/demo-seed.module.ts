import { Module } from '@nestjs/common';
import { BlueprintsModule } from '../blueprints/blueprints.module';
import { ScriptsModule } from '../scripts/scripts.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [BlueprintsModule, ScriptsModule], providers: [DemoSeedService] })
export class DemoSeedModule {}
