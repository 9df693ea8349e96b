import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { PiratePreferencesService } from './pirate-preferences.service';
import { ServiceKeys } from './service-keys.service';

/** AI service keys: written and removed here, never read back (responses say only whether one is stored). */
@Controller()
export class SettingsController extends EndpointsOf({ keys: ServiceKeys, pirate: PiratePreferencesService }, {
  listServiceKeys: ({ keys }) => keys.list(),
  testServiceKeys: ({ keys }) => keys.testAll(),
  saveServiceKey: ({ keys }, { params, body }) => keys.save(params.service, body.key),
  deleteServiceKey: ({ keys }, { params }) => keys.remove(params.service),
  getPiratePreferences: ({ pirate }) => pirate.get(),
  savePiratePreferences: ({ pirate }, { body }) => pirate.save(body),
}) {}
