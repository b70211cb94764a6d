import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: [
      'lib/**/*.test.ts',
      'app/**/*.test.ts',
      'scripts/**/*.test.ts',
      'components/**/*.test.ts',
      'components/**/*.test.tsx',
    ],
    environment: 'node',
    testTimeout: 60_000,
  },
});
