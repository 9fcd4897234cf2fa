// `npm run admin -- <command>`: the operator's view of the store.
//   messages [--csv]           contact messages (CSV to standard output with --csv)
//   outbox [pending|sending|sent|parked]
//                              mail in the outbox, optionally by status
//   retry <id> | retry --all   put parked mail back in the queue
//   applications [--csv]       job applications
//   resume <id> [file]         copy an application's résumé out of the store
import { APPLY_FORM } from '../src/forms/apply'
import { CONTACT_FORM } from '../src/forms/contact'
import { csvColumns } from '../src/forms/fieldTable'
import { loadConfig } from '../src/server/config'
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { openStore, type Application, type ContactMessage } from '../src/server/store'
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

function main(args: string[]): number {
  const [command, ...rest] = args
  const { DATA_DIR } = loadConfig()
  const store = openStore(DATA_DIR)
  try {
    switch (command) {
      case 'messages': {
        const messages = store.contactMessages()
        if (rest.includes('--csv')) process.stdout.write(messagesCsv(messages))
        else
          for (const m of messages)
            console.log(
              `#${m.id} ${m.createdAt} ${m.name} <${m.email}> [${m.lang}${m.verified ? '' : ', unverified'}] ${m.subject}`,
            )
        return 0
      }
      case 'outbox': {
        const status = rest[0] as Parameters<typeof store.outbox>[0]
        for (const mail of store.outbox(status))
          console.log(
            `#${mail.id} ${mail.status} attempts=${mail.attempts} to=${mail.to} "${mail.subject}"${mail.lastError ? ` last error: ${mail.lastError}` : ''}`,
          )
        return 0
      }
      case 'applications': {
        const applications = store.applications()
        if (rest.includes('--csv')) process.stdout.write(applicationsCsv(applications))
        else
          for (const a of applications)
            console.log(
              `#${a.id} ${a.createdAt} ${a.values.firstName} ${a.values.lastName} <${a.values.email}> job=${a.jobId ?? '-'} résumé=${a.resumeKind}`,
            )
        return 0
      }
      case 'resume': {
        const application = store.applications().find((a) => a.id === Number(rest[0]))
        if (!application) {
          console.error(`No application #${rest[0] ?? ''}`)
          return 1
        }
        const target = rest[1] ?? `application-${application.id}.${application.resumeKind}`
        copyFileSync(join(DATA_DIR, 'uploads', 'resumes', application.resumeFile), target)
        console.log(`Résumé of application #${application.id} written to ${target}`)
        return 0
      }
      case 'retry': {
        const target = rest[0]
        if (!target) break
        const count = target === '--all' ? store.retryParked() : store.retryParked(Number(target))
        console.log(`${count} parked mail(s) queued again; the server's outbox worker sends them.`)
        return count > 0 || target === '--all' ? 0 : 1
      }
    }
    console.error(
      'Usage: npm run admin -- messages [--csv] | applications [--csv] | resume <id> [file] | outbox [status] | retry <id>|--all',
    )
    return 2
  } finally {
    store.close()
  }
}

if (isMainModule(import.meta.url)) process.exitCode = main(process.argv.slice(2))
