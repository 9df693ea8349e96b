import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlatformController } from './platform.controller';
import { PlatformService } from './platform.service';
import { RemotePinChangeEntity } from './remote-pin-change.entity';
import { RemotePinEntity } from './remote-pin.entity';
import { RemotePinsRepository } from './remote-pins.repository';
import { RemoteReleasesRepository } from './remote-releases.repository';

@Module({
  imports: [TypeOrmModule.forFeature([RemotePinEntity, RemotePinChangeEntity])],
  controllers: [PlatformController],
  providers: [PlatformService, RemotePinsRepository, RemoteReleasesRepository],
  exports: [RemoteReleasesRepository],
})
export class PlatformModule {}
