import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The layers of src/, lowest first. A layer imports only from layers below it:
// config → lib → i18n → content → forms → components → pages → app.
// The server sits beside components/pages/app: it may use config, lib, i18n,
// content and forms (the schemas it shares with the pages), never the React tree.
export const LAYERS = ['config', 'lib', 'i18n', 'content', 'forms', 'components', 'pages', 'app']

const above = (layer) => LAYERS.slice(LAYERS.indexOf(layer) + 1)
const layerZones = LAYERS.map((layer) => ({
  target: `./src/${layer}`,
  from: [...above(layer), 'server'].map((upper) => `./src/${upper}`),
  message: `src/${layer} sits below the folder imported here; move the shared code down to a lower layer (see the README's layout section).`,
}))
const serverZone = {
  target: './src/server',
  from: ['./src/components', './src/pages', './src/app'],
  message: 'the server does not import the React tree.',
}

// Each folder of src/pages is one area of the site (a feature): it uses the layers below and the
// shared files beside the folders (PageHeader, PageSeo, pageNames), never another area's code.
// What two areas share moves down (a component, a content module, a messages file in components).
const features = readdirSync(fileURLToPath(new globalThis.URL('./src/pages', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = features.map((feature) => ({
  target: `./src/pages/${feature}`,
  from: features.filter((other) => other !== feature).map((other) => `./src/pages/${other}`),
  message: `src/pages/${feature} is one area of the site: it does not import another area's code; move what both use down a layer.`,
}))

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'src/i18n/compiled/',
      'test-results/',
      'playwright-report/',
      'data/',
      'tests/fixtures/lint/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // Without these import-x parses no .ts file it follows, and no-cycle sees no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Setting state in an effect is how we react to the route and to hydration here.
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, serverZone, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from src/lib/zod.ts: it is configured for the pages' CSP." }] },
      ],
    },
  },
  { files: ['src/lib/zod.ts', 'scripts/**', 'tests/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    // Content is checked against its schemas at build (src/content/checks.ts). What the pages
    // load may take the schemas' types, never their values: zod would ship in every page.
    files: ['src/{content,components,pages,app}/**/*.{ts,tsx}'],
    ignores: ['src/content/**/schema.ts', 'src/content/locationsSchema.ts', 'src/content/checks.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/schema', '**/locationsSchema', '**/checks', '**/lib/zod'],
              allowTypeImports: true,
              message: 'content schemas and zod are for the build-time check; import only their types here.',
            },
          ],
        },
      ],
    },
  },
)
