import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@elite/*/src', '@elite/*/src/**', '**/packages/*/src/**'],
              message: 'Import another package through its package.json exports, never from its src/.',
            },
            {
              group: ['**/services/*/**', '../../services/**'],
              message: 'A service never imports another service; talk over HTTP or events.',
            },
          ],
        },
      ],
    },
  },
  {
    // Functions the bench sends into the page it measures.
    files: ['bench/lib/*-in-page.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // nest-kit's core is shared with the gateway's plain-Node hot path (docs/architecture.md).
    files: ['packages/nest-kit/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'express', 'typeorm', 'bullmq', '../*'],
              message: 'The platform core imports no framework and nothing else of nest-kit.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/web-kit/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@elite/contracts',
              message:
                "Import the domain (e.g. '@elite/contracts/rewards'): the package's root builds every domain's schemas.",
            },
          ],
          patterns: [
            {
              group: ['@elite/*/src', '@elite/*/src/**', '**/packages/*/src/**'],
              message: 'Import another package through its package.json exports, never from its src/.',
            },
            {
              group: ['**/shell/**', '**/mf-*/**'],
              message:
                'A frontend never imports another frontend; share through @elite/web-kit or federation.',
            },
          ],
        },
      ],
    },
  },
);
