import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DocsController } from './docs.controller';
import { DocsService } from './docs.service';
import { RouteTableService } from './route-table.service';

@Module({
  imports: [DiscoveryModule],
  controllers: [DocsController],
  providers: [DocsService, RouteTableService],
  exports: [RouteTableService],
})
export class DocsModule {}
