// `npm run admin -- <command>`: the operator's view of the store. Every
// command that reads or changes personal data is recorded in the store's
// audit log (what was done, never about whom).
//   messages [--csv]           contact messages (CSV to standard output with --csv)
//   held                       contact messages held for review (unmailed)
//   release <id> | --all       mail held messages to the inbox
//   outbox [pending|sending|sent|parked]
//                              mail in the outbox, optionally by status
//   retry <id> | retry --all   put parked mail back in the queue
//   applications [--csv]       job applications
//   resume <id> <file>         copy an application's résumé to a new file
//   export --email <address> [--out <folder>]
//                              everything kept about one person (JSON; with --out, their résumés too)
//   erase --email <address>    delete everything kept about one person, and say what went
//   alerts                     job alerts (address, language, search, confirmed or not)
//   alerts run [--at <time>]   look for new jobs for the alerts now (as at an ISO time: tests, catching up)
//   alerts unsubscribe <token> stop the alert whose token an unsubscribe mail names
//   audit                      the audit log
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { APPLY_FORM } from '../src/forms/apply'
import { CONTACT_FORM } from '../src/forms/contact'
import { csvColumns } from '../src/forms/fieldTable'
import { loadConfig } from '../src/server/config'
import { emlDir, ownerOnlyDir, OWNER_ONLY_FILE } from '../src/server/dataFiles'
import { runJobAlertPass } from '../src/server/jobAlertPass'
import { contactMail } from '../src/server/mail/contactMail'
import { SiteBuild } from '../src/server/siteBuild'
import { openStore, type Application, type ContactMessage, type PersonalData, type Store } from '../src/server/store'
import { isMainModule } from './lib/main'

const csvCell = (value: string | number | boolean) => {
  const text = String(value)
  // Quote every cell; a leading = + - @ is defused so spreadsheets do not run it.
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`
}

// The form's fields are the columns their table marks for the CSV, in its
// order, between the record's own columns.
export function messagesCsv(messages: ContactMessage[]): string {
  const fields = csvColumns(CONTACT_FORM)
  const header = ['id', 'createdAt', ...fields.header, 'lang', 'verified']
  const rows = messages.map((m) => [m.id, m.createdAt, ...fields.cells(m), m.lang, m.verified].map(csvCell).join(','))
  return [header.join(','), ...rows].join('\r\n') + '\r\n'
}

export function applicationsCsv(applications: Application[]): string {
  const fields = csvColumns(APPLY_FORM)
  const header = ['id', 'createdAt', 'jobId', 'lang', ...fields.header, 'resume']
  const rows = applications.map((a) =>
    [a.id, a.createdAt, a.jobId ?? '', a.lang, ...fields.cells(a.values), `${a.resumeKind} ${a.resumeBytes} bytes`]
      .map(csvCell)
      .join(','),
  )
  return [header.join(','), ...rows].join('\r\n') + '\r\n'
}

const USAGE = `Usage: npm run admin -- <command>
  messages [--csv] | held | release <id>|--all
  applications [--csv] | resume <id> <file>
  outbox [status] | retry <id>|--all
  export --email <address> [--out <folder>] | erase --email <address>
  alerts | alerts run [--at <ISO time>] | alerts unsubscribe <token>
  audit`

/** The value after `--name` in the arguments. */
const option = (args: string[], name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** What was found or removed, without the personal data itself: counts and record numbers. */
export function personalSummary(data: PersonalData, emlFiles: number): string {
  const ids = (records: { id: number }[]) => (records.length ? ` (#${records.map((r) => r.id).join(', #')})` : '')
  return [
    count(data.messages.length, 'contact message') + ids(data.messages),
    count(data.applications.length, 'application') + ids(data.applications),
    count(data.applications.length, 'résumé'),
    count(data.mails.length, 'mail') + ids(data.mails),
    count(emlFiles, 'mail file'),
    count(data.jobAlerts.length, 'job alert') + ids(data.jobAlerts),
  ].join(', ')
}

/** The local .eml copies of mail that name this address (written when no SMTP server is set). */
function emlFilesOf(dataDir: string, email: string): string[] {
  const dir = emlDir(dataDir)
  const needle = email.trim().toLowerCase()
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return [] // no mail was ever written to files
  }
  return names
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(dir, name))
    .filter((path) => readFileSync(path, 'utf8').toLowerCase().includes(needle))
}

/** One person's data as they receive it: their records, the mail about them by headers, the mail files by name. */
function exportDocument(data: PersonalData, email: string, emlFiles: readonly string[]) {
  return {
    email,
    exportedAt: new Date().toISOString(),
    contactMessages: data.messages.map(({ id, createdAt, name, email, subject, message, lang }) => ({
      id,
      createdAt,
      name,
      email,
      subject,
      message,
      lang,
    })),
    applications: data.applications.map((a) => ({
      id: a.id,
      createdAt: a.createdAt,
      jobId: a.jobId,
      lang: a.lang,
      ...a.values,
      resume: `application-${a.id}.${a.resumeKind}`,
    })),
    jobAlerts: data.jobAlerts.map(({ id, createdAt, email, lang, filter, confirmedAt, lastAlertAt }) => ({
      id,
      createdAt,
      email,
      lang,
      search: filter,
      confirmedAt,
      lastAlertAt: lastAlertAt === null ? null : new Date(lastAlertAt).toISOString(),
    })),
    mails: data.mails.map(({ id, createdAt, to, subject, status, sentAt }) => ({
      id,
      createdAt,
      to,
      subject,
      status,
      sentAt,
    })),
    mailFiles: emlFiles.map((path) => basename(path)),
  }
}

type AdminConfig = ReturnType<typeof loadConfig>

async function alerts(store: Store, config: AdminConfig, args: string[]): Promise<number> {
  const [action, ...rest] = args
  if (action === undefined) {
    const list = await store.jobAlerts()
    await store.recordAudit('alerts', `listed ${count(list.length, 'job alert')}`)
    for (const a of list)
      console.log(
        `#${a.id} ${a.createdAt} <${a.email}> [${a.lang}] ${a.confirmedAt ? 'confirmed' : 'unconfirmed'} ${JSON.stringify(a.filter)}`,
      )
    if (!list.length) console.log('No job alert.')
    return 0
  }
  if (action === 'run') {
    const at = option(rest, '--at')
    const now = at === undefined ? Date.now() : Date.parse(at)
    if (Number.isNaN(now)) return 2
    const build = new SiteBuild(config.DIST_DIR, () => now)
    const result = await runJobAlertPass(
      {
        store,
        openJobs: () => build.openJobs(),
        links: { siteUrl: config.SITE_URL, unsubscribeMailbox: config.CONTACT_INBOX },
      },
      now,
    )
    console.log(`${count(result.checked, 'job alert')} looked at, ${count(result.mailed, 'alert mail')} queued.`)
    return 0
  }
  if (action === 'unsubscribe' && rest[0]) {
    const done = await store.unsubscribeJobAlert(rest[0])
    await store.recordAudit('alerts', done ? 'unsubscribed 1 job alert' : 'unsubscribed no job alert (unknown token)')
    console.log(done ? 'Job alert stopped and deleted.' : 'No job alert has that token.')
    return done ? 0 : 1
  }
  return 2
}

async function run(store: Store, config: AdminConfig, args: string[]): Promise<number> {
  const { DATA_DIR: dataDir, CONTACT_INBOX: inbox } = config
  const [command, ...rest] = args
  switch (command) {
    case 'alerts': {
      const code = await alerts(store, config, rest)
      if (code !== 2) return code
      break
    }
    case 'messages': {
      const messages = await store.contactMessages()
      await store.recordAudit('messages', `listed ${count(messages.length, 'contact message')}`)
      if (rest.includes('--csv')) process.stdout.write(messagesCsv(messages))
      else for (const m of messages) console.log(messageLine(m))
      return 0
    }
    case 'held': {
      const held = (await store.contactMessages()).filter((m) => m.held)
      await store.recordAudit('held', `listed ${count(held.length, 'held message')}`)
      for (const m of held) console.log(messageLine(m))
      if (!held.length) console.log('No message is held.')
      return 0
    }
    case 'release': {
      const target = rest[0]
      if (!target || (target !== '--all' && !/^\d+$/.test(target))) break
      const released = await store.releaseHeld(
        (m) => contactMail(m, { inbox, lang: m.lang, verified: m.verified, receivedAt: new Date(m.createdAt) }),
        target === '--all' ? undefined : Number(target),
      )
      await store.recordAudit('release', `released ${count(released, 'held message')} to ${inbox}`)
      if (!released && target !== '--all') {
        console.error(`No held message #${target}: npm run admin -- held lists them.`)
        return 1
      }
      console.log(`${count(released, 'held message')} queued for ${inbox}; the server's outbox worker sends them.`)
      return 0
    }
    case 'outbox': {
      const status = rest[0] as Parameters<typeof store.outbox>[0]
      for (const mail of await store.outbox(status))
        console.log(
          `#${mail.id} ${mail.status} attempts=${mail.attempts} to=${mail.to} "${mail.subject}"${mail.lastError ? ` last error: ${mail.lastError}` : ''}`,
        )
      return 0
    }
    case 'retry': {
      const target = rest[0]
      if (!target) break
      const queued = await store.retryParked(target === '--all' ? undefined : Number(target))
      console.log(`${queued} parked mail(s) queued again; the server's outbox worker sends them.`)
      return queued > 0 || target === '--all' ? 0 : 1
    }
    case 'applications': {
      const applications = await store.applications()
      await store.recordAudit('applications', `listed ${count(applications.length, 'application')}`)
      if (rest.includes('--csv')) process.stdout.write(applicationsCsv(applications))
      else
        for (const a of applications)
          console.log(
            `#${a.id} ${a.createdAt} ${a.values.firstName} ${a.values.lastName} <${a.values.email}> job=${a.jobId ?? '-'} résumé=${a.resumeKind}`,
          )
      return 0
    }
    case 'resume': {
      const [id, target] = rest
      if (!id || !target) break
      const resume = /^\d+$/.test(id) ? await store.resume(Number(id)) : undefined
      if (!resume) {
        console.error(`No application #${id}`)
        return 1
      }
      // Only where the operator said, and never over a file that is there.
      try {
        writeFileSync(target, resume, { flag: 'wx', mode: OWNER_ONLY_FILE })
      } catch (error) {
        console.error(`Résumé not written: ${(error as Error).message}`)
        return 1
      }
      await store.recordAudit('resume', `copied out the résumé of application #${id}`)
      console.log(`Résumé of application #${id} written to ${target}`)
      return 0
    }
    case 'export': {
      const email = option(rest, '--email')
      if (!email) break
      const out = option(rest, '--out')
      const data = await store.personalData(email)
      // The local copies of mail about them (no SMTP server set): erase removes them, so they are theirs too.
      const emlFiles = emlFilesOf(dataDir, email)
      const document = JSON.stringify(exportDocument(data, email, emlFiles), null, 2)
      if (out) {
        ownerOnlyDir(out)
        if (readdirSync(out).length) {
          console.error(`${out} is not empty: give a new folder.`)
          return 1
        }
        writeFileSync(join(out, 'data.json'), document + '\n', { mode: OWNER_ONLY_FILE })
        for (const a of data.applications) {
          const resume = await store.resume(a.id)
          if (resume)
            writeFileSync(join(out, `application-${a.id}.${a.resumeKind}`), resume, {
              flag: 'wx',
              mode: OWNER_ONLY_FILE,
            })
        }
        for (const path of emlFiles)
          writeFileSync(join(out, basename(path)), readFileSync(path), { flag: 'wx', mode: OWNER_ONLY_FILE })
        console.error(`Exported to ${out}: ${personalSummary(data, emlFiles.length)}`)
      } else console.log(document)
      await store.recordAudit('export', `exported ${personalSummary(data, emlFiles.length)}`)
      return 0
    }
    case 'erase': {
      const email = option(rest, '--email')
      if (!email) break
      // Their résumés go with the applications.
      const erased = await store.erasePersonalData(email)
      const emlFiles = emlFilesOf(dataDir, email)
      for (const path of emlFiles) rmSync(path, { force: true })
      const summary = personalSummary(erased, emlFiles.length)
      await store.recordAudit('erase', `erased ${summary}`)
      console.log(`Erased ${summary}.`)
      return 0
    }
    case 'audit': {
      for (const entry of await store.auditLog())
        console.log(`#${entry.id} ${entry.at} ${entry.action}: ${entry.summary}`)
      return 0
    }
  }
  console.error(USAGE)
  return 2
}

const messageLine = (m: ContactMessage) =>
  `#${m.id} ${m.createdAt} ${m.name} <${m.email}> [${m.lang}${m.verified ? '' : ', unverified'}${m.held ? ', held' : ''}] ${m.subject}`

export async function admin(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  // Usage needs no store: asked for, or nothing asked.
  if (!args.length || args.some((a) => a === '--help' || a === '-h' || a === 'help')) {
    console.log(USAGE)
    return args.length ? 0 : 2
  }
  const config = loadConfig(env)
  const { DATA_DIR, DATABASE_URL } = config
  let store: Store
  try {
    store = await openStore({ dataDir: DATA_DIR, databaseUrl: DATABASE_URL, create: false })
  } catch (error) {
    console.error((error as Error).message)
    return 1
  }
  try {
    return await run(store, config, args)
  } finally {
    await store.close()
  }
}

if (isMainModule(import.meta.url)) process.exitCode = await admin(process.argv.slice(2))
