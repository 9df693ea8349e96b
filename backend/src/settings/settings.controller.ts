import { Body, Controller, Delete, Get, Header, Param, Put } from '@nestjs/common';
import {
  saveServiceKeySchema,
  serviceParamSchema,
  type ServiceKeyList,
  type ServiceKeyStatus,
  type SaveServiceKey,
  type ServiceParam,
} from '@studio/contracts/settings';
import { ServiceKeys } from './service-keys.service';

/** AI service keys: written and removed here, never read back (responses say only whether one is stored). */
@Controller()
export class SettingsController {
  constructor(private readonly keys: ServiceKeys) {}

  @Get('/api/settings/keys')
  @Header('Cache-Control', 'no-store')
  list(): Promise<ServiceKeyList> {
    return this.keys.list();
  }

  @Put('/api/settings/keys/:service')
  @Header('Cache-Control', 'no-store')
  save(
    @Param({ schema: serviceParamSchema }) { service }: ServiceParam,
    @Body({ schema: saveServiceKeySchema }) { key }: SaveServiceKey,
  ): Promise<ServiceKeyStatus> {
    return this.keys.save(service, key);
  }

  @Delete('/api/settings/keys/:service')
  @Header('Cache-Control', 'no-store')
  remove(@Param({ schema: serviceParamSchema }) { service }: ServiceParam): Promise<ServiceKeyStatus> {
    return this.keys.remove(service);
  }
}
