import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import nextPlugin from '@next/eslint-plugin-next';

/**
 * The import rule for a group of files (flat config replaces a rule's options, so each group gets the whole list).
 * `domain`: lib/ must run in Node, the browser and Web Workers, so no React or Next. `sealed`: outside lib/engine the
 * engine is reached through its public entry (lib/engine/index.ts) only; `engineEntries` names the other entries a
 * group may use: `node` (the file side of the scenario runner) for scripts, `testing` (position builders) for tests.
 */
export function restrictedImports({ domain = false, sealed = true, engineEntries = [] }) {
  const patterns = domain ? [{ group: ['react', 'react-dom', 'next', 'next/*'] }] : [];
  if (sealed) {
    const allowed = engineEntries.length ? `(?!(?:${engineEntries.join('|')})$)` : '';
    patterns.push({
      regex: `^(?:@/lib/|(?:\\.\\.?/)+(?:lib/)?)engine/${allowed}`,
      message:
        'Import the engine through its public entry, @/lib/engine (lib/engine/index.ts); export what is missing there.',
    });
  }
  return ['error', { patterns }];
}

export default tseslint.config(
  { ignores: ['node_modules/**', '.next*/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@next/next': nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      // Plain <a> links are deliberate on pages that should not ship next/link's client router.
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['lib/engine/**'],
    rules: { 'no-restricted-imports': restrictedImports({}) },
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedImports({ engineEntries: ['node'] }) },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['lib/**'],
    rules: { 'no-restricted-imports': restrictedImports({ engineEntries: ['testing'] }) },
  },
  {
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports({ domain: true }),
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in the state.' },
      ],
    },
  },
  {
    files: ['lib/**/*.test.ts'],
    ignores: ['lib/engine/**'],
    rules: { 'no-restricted-imports': restrictedImports({ domain: true, engineEntries: ['testing'] }) },
  },
  {
    files: ['lib/engine/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedImports({ domain: true, sealed: false }) },
  },
);
