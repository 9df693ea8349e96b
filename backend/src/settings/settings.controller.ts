import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { PiratePreferencesService } from './pirate-preferences.service';
import { ServiceKeys } from './service-keys.service';

/** AI service keys: written and removed here, never read back (responses say only whether one is stored). */
@Controller()
export class SettingsController {
  constructor(
    private readonly keys: ServiceKeys,
    private readonly pirate: PiratePreferencesService,
  ) {}

  @Endpoint('listServiceKeys')
  list() {
    return this.keys.list();
  }

  @Endpoint('getPiratePreferences')
  piratePreferences() {
    return this.pirate.get();
  }

  @Endpoint('savePiratePreferences')
  savePiratePreferences({ body }: EndpointInput<'savePiratePreferences'>) {
    return this.pirate.save(body);
  }

  @Endpoint('testServiceKeys')
  test() {
    return this.keys.testAll();
  }

  @Endpoint('saveServiceKey')
  save({ params, body }: EndpointInput<'saveServiceKey'>) {
    return this.keys.save(params.service, body.key);
  }

  @Endpoint('deleteServiceKey')
  remove({ params }: EndpointInput<'deleteServiceKey'>) {
    return this.keys.remove(params.service);
  }
}
