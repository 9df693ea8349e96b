import { defineRoutes } from './route-definition';
import { piratePreferencesSchema } from './pirate';
import { saveServiceKeySchema, serviceKeyListSchema, serviceKeyStatusSchema, serviceParamSchema } from './settings';

/** The settings routes of the table (see api-routes.ts). */
export const settingsRoutes = defineRoutes({
  listServiceKeys: {
    method: 'GET',
    path: '/api/settings/keys',
    summary: 'Which AI services have a stored key (never the key)',
    response: serviceKeyListSchema,
    noStore: true,
  },
  testServiceKeys: {
    method: 'POST',
    path: '/api/settings/keys/test',
    summary: "Test every service's key in use (stored or from the environment) with a cheap authenticated call to its provider",
    response: serviceKeyListSchema,
    status: 200,
    noStore: true,
    rateLimit: 'keyTest',
  },
  saveServiceKey: {
    method: 'PUT',
    path: '/api/settings/keys/:service',
    summary: "Test an AI service key with its provider, then store it encrypted at rest; a key the provider refuses is not stored; 400 with the provider's reason",
    params: serviceParamSchema,
    body: saveServiceKeySchema,
    response: serviceKeyStatusSchema,
    noStore: true,
    rateLimit: 'keyTest',
  },
  deleteServiceKey: {
    method: 'DELETE',
    path: '/api/settings/keys/:service',
    summary: 'Remove the stored key of an AI service',
    params: serviceParamSchema,
    response: serviceKeyStatusSchema,
    noStore: true,
  },
  getPiratePreferences: {
    method: 'GET',
    path: '/api/settings/pirate-preferences',
    summary: 'The pirate preferences (dialect intensity, canon names, default sea conditions) the Pirate Template uses',
    response: piratePreferencesSchema,
    noStore: true,
  },
  savePiratePreferences: {
    method: 'PUT',
    path: '/api/settings/pirate-preferences',
    summary: 'Store the pirate preferences',
    body: piratePreferencesSchema,
    response: piratePreferencesSchema,
    noStore: true,
  },
});
