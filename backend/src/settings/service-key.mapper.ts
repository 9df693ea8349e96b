import type { AiServiceName, ServiceKeyStatus } from '@studio/contracts/settings';
import type { ServiceKeyEntity } from './service-key.entity';

/** What the browser may know about a stored key: whether it exists and when it changed, never the key. */
export const toServiceKeyStatus = (service: AiServiceName, row: ServiceKeyEntity | null | undefined): ServiceKeyStatus => ({
  service,
  configured: Boolean(row),
  updatedAt: row ? row.updatedAt.toISOString() : null,
});
