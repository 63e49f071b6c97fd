// ESLint of the page (crates/server/web/*.js: browser modules) and of these tests (Node, with
// browser code inside `page.evaluate`). Paths are relative to crates/server, where `npm run lint`
// runs it; crates/server/tests/web_check.rs fails on any message.

import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['web-tests/node_modules/'] },
  js.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      eqeqeq: ['error', 'smart'],
      'no-var': 'error',
      'prefer-const': 'error',
      'no-shadow': ['error', { builtinGlobals: false }],
      'no-throw-literal': 'error',
      'no-self-compare': 'error',
      'no-template-curly-in-string': 'error',
      'no-unmodified-loop-condition': 'error',
      'no-unreachable-loop': 'error',
      'no-promise-executor-return': 'error',
      'no-constructor-return': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-eval': 'error',
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    files: ['web/**/*.js'],
    languageOptions: { sourceType: 'module', globals: globals.browser },
    rules: {
      // Browser globals that are easy to use by mistake for a missing local of the same name.
      'no-restricted-globals': ['error', 'event', 'name', 'length', 'status', 'top', 'parent', 'self', 'close', 'open'],
    },
  },
  {
    files: ['web-tests/**/*.{js,mjs}'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    rules: {
      // The tests' idioms: progress on the console, `page.evaluate` arguments named as the values
      // passed in, promises around Node callbacks (`new Promise((r) => server.close(r))`).
      'no-console': 'off',
      'no-shadow': 'off',
      'no-promise-executor-return': 'off',
    },
  },
];
