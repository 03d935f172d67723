// One jest run, two projects: unit specs beside the code, integration specs against real Postgres and Redis.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const ESM_ONLY = [
  '@nestjs',
  'jose',
  'zod',
  'uid',
  'load-esm',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  'uint8array-extras',
  // Not ES modules, but @react-email/render (a .cjs file) loads react-dom/server with import(),
  // which Jest's module system refuses without --experimental-vm-modules; SWC makes it a require().
  '@react-email',
];
const shared = {
  testEnvironment: 'node',
  // .mjs: the harness in scripts/lib (docs/development.md), which the integration tests import; Jest
  // loads ES modules only with --experimental-vm-modules, so SWC makes them CommonJS here too.
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.[cm]js$': swc },
  moduleNameMapper: {
    '^@elite/contracts$': '<rootDir>/packages/contracts/src/index.ts',
    '^@elite/contracts/([a-z-]+)$': '<rootDir>/packages/contracts/src/$1.ts',
    '^@elite/nest-kit$': '<rootDir>/packages/nest-kit/src/index.ts',
    '^@elite/nest-kit/core$': '<rootDir>/packages/nest-kit/src/core/index.ts',
    '^@elite/nest-kit/testing$': '<rootDir>/packages/nest-kit/src/testing/index.ts',
    '^@elite/nest-kit/telemetry$': '<rootDir>/packages/nest-kit/src/telemetry/index.ts',
    '^@elite/nest-kit/telemetry/metrics$': '<rootDir>/packages/nest-kit/src/telemetry/metrics-endpoint.ts',
    '^@elite/nest-kit/telemetry/signals$': '<rootDir>/packages/nest-kit/src/telemetry/signals.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // NestJS 12, jose and zod ship ES modules only; Node 20 can require() them but Jest's
  // module system cannot before Node 24.9, so SWC turns them into CommonJS for tests.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
};

module.exports = {
  // A global option: in a project's config it would be ignored. Only a last resort for a test that
  // hangs: tests wait for conditions, and on a busy 2-core machine starting a file's services (its
  // own processes, migrations, a mail catcher) can take most of a minute.
  testTimeout: 120_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{packages,services,gateway,render,shell,mf-*}/**/src/**/*.spec.ts',
        '<rootDir>/scripts/lib/*.spec.ts',
      ],
    },
    {
      ...shared,
      // Components in a browser-like DOM (jsdom): hydration of server HTML, focus, what a form says.
      displayName: 'component',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/scripts/lib/jest-component-setup.mjs'],
      testMatch: ['<rootDir>/{packages,shell,mf-*}/**/src/**/*.spec.tsx'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '^@elite/web-kit$': '<rootDir>/packages/web-kit/src/index.ts',
        // antd and its icons ship CommonJS beside their ES modules: the same code, no transform.
        '^antd/es/(.*)$': 'antd/lib/$1',
        '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
        '\\.css$': '<rootDir>/scripts/lib/jest-style-stub.cjs',
      },
      transform: { '^.+\\.([tj]sx?|[cm]js)$': ['<rootDir>/scripts/lib/jest-swc-browser.mjs', swc[1]] },
      // react-router's browser build and what it imports are ES modules too.
      transformIgnorePatterns: [
        `/node_modules/(?!(${[...ESM_ONLY, 'react-router', '@remix-run', 'cookie-es'].join('|')})/)`,
      ],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{packages,services,gateway,render,deploy}/**/test/**/*.integration-spec.ts'],
      globalSetup: '<rootDir>/scripts/lib/jest-global-setup.mjs',
      globalTeardown: '<rootDir>/scripts/lib/jest-global-teardown.mjs',
    },
  ],
};
