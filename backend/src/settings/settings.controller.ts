import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common/endpoint';
import { ServiceKeys } from './service-keys.service';

/** AI service keys: written and removed here, never read back (responses say only whether one is stored). */
@Controller()
export class SettingsController {
  constructor(private readonly keys: ServiceKeys) {}

  @Endpoint('listServiceKeys')
  list() {
    return this.keys.list();
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
