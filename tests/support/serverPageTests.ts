import { setServerCacheForTests } from '@/server/cache';
import { resetConfigForTests } from '@/server/config';

import { installProviderStandIns } from '@tests/fixtures/providerStandIns';

/**
 * Registers the hooks of a suite that runs pages' getServerSideProps in process: the provider
 * stand-ins for the whole suite, and before each test a fresh configuration from the environment
 * plus `env`, an empty server cache and quiet warnings; everything is put back afterwards.
 */
export function setUpServerPageTests(env: Record<string, string>): void {
  const envBefore = { ...process.env };
  let undoStandIns: () => void = () => undefined;
  beforeAll(() => {
    undoStandIns = installProviderStandIns();
  });
  afterAll(() => {
    undoStandIns();
    process.env = envBefore;
    resetConfigForTests();
    setServerCacheForTests(undefined);
  });
  beforeEach(() => {
    process.env = { ...envBefore, ...env };
    resetConfigForTests();
    setServerCacheForTests(undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}
