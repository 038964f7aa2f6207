// @ts-check
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** Path aliases of tsconfig.json. */
const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@styles/(.*)$': '<rootDir>/styles/$1',
  '^@tests/(.*)$': '<rootDir>/tests/$1',
};

/**
 * Two projects: server code runs in Node, browser code in jsdom (jest-fixed-jsdom keeps Node's
 * fetch globals so msw works). Playwright's e2e/ is never picked up here.
 */
module.exports = async () => {
  const server = await createJestConfig({
    displayName: 'server',
    testEnvironment: 'node',
    moduleNameMapper,
    testMatch: [
      '<rootDir>/src/server/**/*.test.{ts,tsx}',
      '<rootDir>/src/embedded/**/*.test.ts',
      '<rootDir>/src/lib/**/*.test.ts',
      '<rootDir>/tests/api/**/*.test.ts',
      '<rootDir>/scripts/**/*.test.mjs',
    ],
    setupFiles: ['<rootDir>/tests/setup/env.ts'],
    setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  })();
  const dom = await createJestConfig({
    displayName: 'dom',
    testEnvironment: 'jest-fixed-jsdom',
    moduleNameMapper,
    testMatch: [
      '<rootDir>/src/{application,store,features,components}/**/*.test.{ts,tsx}',
      // The embedded stand-ins' own pages (the identity provider's sign-in panel).
      '<rootDir>/src/embedded/**/*.test.tsx',
      '<rootDir>/tests/pages/**/*.test.tsx',
    ],
    setupFilesAfterEnv: [
      '<rootDir>/tests/setup/jest.setup.ts',
      '<rootDir>/tests/setup/jest.dom.setup.ts',
    ],
  })();
  // msw 2 depends on a few ESM-only packages; let SWC compile them like our own code.
  const esmOnly = [
    'rettime',
    'until-async',
    '@open-draft',
    '@mswjs',
    'outvariant',
    'strict-event-emitter',
    'headers-polyfill',
    'kysely',
    'cookie',
    'oidc-provider',
    'jose',
    'openid-client',
    'oauth4webapi',
    'marked',
    // sanitize-html's HTML parser and its DOM helpers.
    'htmlparser2',
    'domhandler',
    'domutils',
    'domelementtype',
    'dom-serializer',
    'entities',
  ];
  for (const project of [server, dom]) {
    project.transformIgnorePatterns = [
      `/node_modules/(?!(${esmOnly.join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ];
    // The builds (the standalone server's copy of package.json among them) are not sources.
    project.modulePathIgnorePatterns = ['<rootDir>/.next/'];
  }
  // Jest's default leaves one core free, which is one worker on the 2-core CI machine; the test
  // files share nothing (each has its own in-memory SQLite or PostgreSQL schema), so use both.
  const maxWorkers = Math.max(2, require('node:os').availableParallelism() - 1);
  // A worker whose heap passed 1 GB after a test file is replaced: each file loads its own copy of
  // the gazetteer and the IP data, and without a limit a server worker grew to 1.7 GB by the end.
  return { projects: [server, dom], testTimeout: 20000, maxWorkers, workerIdleMemoryLimit: '1GB' };
};
