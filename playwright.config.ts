import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// E2E_PORT moves all three (to PORT, PORT + 1, PORT + 2), so two checkouts can run their tests at once.
const BASE_PORT = Number(process.env.E2E_PORT ?? 0)
const PORT = BASE_PORT || 4321
const MAIL_SINK_PORT = BASE_PORT ? BASE_PORT + 1 : 2526
const FAKE_TRANSLATE_PORT = BASE_PORT ? BASE_PORT + 2 : 2527
export const MAIL_SINK_DIR = join('test-results', 'mail-sink')

// Browser tests run in Debian's Chromium (Playwright's own download is not
// available here) against the built site served by the real server.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  // A client-side move waits for the page's chunk; on a busy 2-core machine that can pass 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'tsx tests/e2e/smtpSink.ts',
      port: MAIL_SINK_PORT,
      reuseExistingServer: false,
      env: { MAIL_SINK_PORT: String(MAIL_SINK_PORT), MAIL_SINK_DIR },
    },
    {
      command: 'tsx tests/e2e/fakeTranslateService.ts',
      port: FAKE_TRANSLATE_PORT,
      reuseExistingServer: false,
      env: { FAKE_TRANSLATE_PORT: String(FAKE_TRANSLATE_PORT) },
    },
    {
      command: 'tsx src/server/server.ts',
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-data-')),
        // The loopback mail sink speaks no TLS: the URL opts out, as only a local peer should.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}?requireTLS=false`,
        // Job postings on other languages' pages are machine-translated through it.
        GOOGLE_TRANSLATE_API_KEY: 'e2e-test-key',
        GOOGLE_CLOUD_TRANSLATE_ENDPOINT: `http://127.0.0.1:${FAKE_TRANSLATE_PORT}/language/translate/v2`,
        CONTACT_INBOX: 'inbox@company.test',
        CAREERS_INBOX: 'careers@company.test',
        RATE_LIMIT_APPLY_PER_HOUR: '1000',
        OUTBOX_POLL_MS: '200',
        OUTBOX_RETRY_BASE_MS: '500',
        // Every test posts from 127.0.0.1; the real limit is exercised by the server tests.
        RATE_LIMIT_CONTACT_PER_HOUR: '1000',
        RATE_LIMIT_CONTACT_UNVERIFIED_PER_HOUR: '1000',
        CONTACT_UNVERIFIED_MAILED_PER_HOUR: '1000',
      },
    },
  ],
})
