/** The PLATFORM_TOKEN the platform specs start their app with: the bootstrap platform token. */
export const TEST_PLATFORM_TOKEN = 'platform-spec-token-0123456789abcdef0123456789';

/** Headers of a request made as the platform team: `.set(PLATFORM_TEAM)`. */
export const PLATFORM_TEAM = { Authorization: `Bearer ${TEST_PLATFORM_TOKEN}` };
