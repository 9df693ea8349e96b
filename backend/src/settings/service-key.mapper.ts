import type { AiServiceName, KeyTest, ServiceKeyStatus } from '@studio/contracts/settings';
import type { ServiceKeyEntity } from './service-key.entity';

/** What the browser may know about a service's key: whether one is stored or set, when it changed, its last test; never the key. */
export const toServiceKeyStatus = (
  service: AiServiceName,
  row: ServiceKeyEntity | null | undefined,
  { inEnvironment, lastTest }: { inEnvironment: boolean; lastTest: KeyTest | undefined },
): ServiceKeyStatus => ({
  service,
  configured: Boolean(row),
  updatedAt: row ? row.updatedAt.toISOString() : null,
  source: row ? 'stored' : inEnvironment ? 'environment' : null,
  lastTest: lastTest ?? null,
});
