import { Module } from '@nestjs/common';
import { BlueprintsModule } from '../blueprints';
import { ScriptsModule } from '../scripts';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [BlueprintsModule, ScriptsModule], providers: [DemoSeedService] })
export class DemoSeedModule {}
