import { Redis } from 'ioredis';

/**
 * The Redis the BullMQ tests use: the tests' own (started by global-redis.cjs), or TEST_REDIS_URL.
 * Each test gets its own JOB_QUEUE_PREFIX on it.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Removes every key a test's queues left under `prefix`. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
