// @ts-check
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier/flat';
import tseslint from 'typescript-eslint';

/**
 * The import boundaries of docs/architecture.md: pages → application → features → components and
 * lib, with server-only code (src/server) and the embedded stand-ins (src/embedded) apart. Each
 * entry forbids a group of import paths in a group of files. Relative paths reach the same
 * folders, so each pattern also has a relative form.
 */
const layer = (name) => [`@/${name}`, `@/${name}/*`, `**/src/${name}`, `**/src/${name}/*`];

const forbid = (names, message) => ({ group: names.flatMap(layer), message });

const serverOnly = forbid(
  ['server', 'embedded'],
  'Browser code never imports server-only code (src/server) or the embedded services (src/embedded).',
);
const noApplication = forbid(
  ['application'],
  'Only pages import the application layer (the composition root); features use the store kit in src/store.',
);

const otherFeatureInternals = {
  group: ['@/features/*/components/*', '@/features/*/hooks/*', '@/features/*/api/*'],
  message:
    "Features meet through slices (actions and selectors) and a feature's index: import your own feature's files by relative path, and another feature's public surface only.",
};
const reduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use the typed hooks of src/store/hooks.ts.',
};

// Browser code checks its inputs with zod/mini. Classic zod is a second copy of the library in
// its own chunk (35 kB), and evaluating it and building its schemas cost a throttled phone about
// 130 ms of main thread on the page that loads it; the server's code uses classic zod freely.
const classicZod = {
  name: 'zod',
  message: "Browser code imports zod/mini (`import * as z from 'zod/mini'`), not classic zod.",
};

/** Files of src/lib that only the server runs (the provider proxy, remote flags, a page's props). */
const SERVER_RUN_LIB = [
  'src/lib/provider/eventBatch.ts',
  'src/lib/remote-config/schemas.ts',
  'src/lib/maps/parseMapQuery.ts',
];

const restrict = (patterns, paths = [reduxHooks, classicZod]) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

const libBoundaries = [
  serverOnly,
  forbid(
    ['features', 'application', 'components'],
    'src/lib and src/types are app-agnostic: they import nothing from features, application or components.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.next-bench/**',
      'node_modules/**',
      'data/**',
      'bench/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTs,
  ...tseslint.configs.strict,
  // The files eslint-config-next registers the jsx-a11y plugin for.
  { files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'], rules: jsxA11y.flatConfigs.recommended.rules },
  prettier,
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      // The site's images are its own SVGs and server-made images with explicit width and height
      // (no layout shift); Next's image optimiser adds a server round trip and nothing they need.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `typeof import('…')` stays allowed: jest.requireActual<typeof import('…')> needs it.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@styles/**', group: 'internal', position: 'after' },
            { pattern: '@tests/**', group: 'internal', position: 'after' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
        },
      ],
    },
  },
  // Tooling files in CommonJS.
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Shared building blocks: nothing above them.
  {
    files: ['src/lib/**', 'src/types/**', 'styles/**'],
    rules: restrict(libBoundaries),
  },
  { files: SERVER_RUN_LIB, rules: restrict(libBoundaries, [reduxHooks]) },
  {
    files: ['src/components/**'],
    rules: restrict([
      serverOnly,
      forbid(
        ['features', 'application', 'store'],
        'Shared UI is props in, JSX out: no store, no feature.',
      ),
    ]),
  },
  {
    files: ['src/features/**'],
    rules: restrict([serverOnly, noApplication, otherFeatureInternals]),
  },
  // The store kit: typed hooks, thunk factory, selectors, the hydrated action, RootState. Features
  // build on it, so it knows none of them (each slice adds its key to RootState itself).
  {
    files: ['src/store/**'],
    ignores: ['src/store/hooks.ts'],
    rules: restrict([
      serverOnly,
      forbid(
        ['features', 'application', 'components'],
        'The store kit sits below the features: it imports none of them.',
      ),
    ]),
  },
  {
    files: ['src/store/hooks.ts'],
    rules: restrict(
      [
        serverOnly,
        forbid(['features', 'application', 'components'], 'The store kit sits below the features.'),
      ],
      [],
    ),
  },
  {
    files: ['src/application/**'],
    rules: restrict([serverOnly]),
  },
  // Server-only product code reaches the embedded services only through their HTTP contracts;
  // the one exception is the in-process transport to the embedded provider.
  {
    files: ['src/server/**'],
    ignores: [
      'src/server/provider/embeddedTransport.ts',
      'src/server/startup.ts',
      // The in-process transport to the embedded tile service (docs/architecture.md).
      'src/server/tiles/embeddedTiles.ts',
    ],
    rules: restrict(
      [
        forbid(
          ['features', 'application', 'components', 'embedded'],
          'Server code does not import browser code or the embedded services.',
        ),
      ],
      [reduxHooks],
    ),
  },
  {
    files: ['src/embedded/**'],
    rules: restrict(
      [
        forbid(
          ['features', 'application'],
          'The embedded services are stand-ins for outside systems: they know nothing of the product UI.',
        ),
      ],
      [reduxHooks],
    ),
  },
  // Browser code: the first locale-aware call a page makes loads that kind of ICU data (collation,
  // number or date formatting), 50–160 ms of a throttled phone's start-up each
  // (docs/architecture.md, "On the phone, the browser's collation").
  {
    files: [
      'src/application/**',
      'src/components/**',
      'src/features/**',
      'src/lib/**',
      'src/store/**',
      'pages/**',
    ],
    ignores: ['pages/api/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['localeCompare', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map(
          (property) => ({
            property,
            message:
              'Browser code avoids locale-aware methods: compare plain strings, format numbers with src/lib/units (groupedInteger) and dates with src/lib/time (a cached dateTimeFormat where a zone needs Intl).',
          }),
        ),
      ],
    },
  },
  // Tests and tooling may reach anything; jest mocks may be untyped module shapes.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': 'off',
      // A test states what it expects to exist; a wrong guess fails the test anyway.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Playwright fixtures receive a `use` callback, which is not React's `use`.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
);
