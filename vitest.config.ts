import { defineConfig } from 'vitest/config'
import { photos } from './scripts/lib/photos.ts'

export default defineConfig({
  // Components import the photographs' manifest (`virtual:photos`).
  plugins: [photos()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    // GitHub's workflow parser imports its schema JSON without an import attribute, which Node refuses.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
})
