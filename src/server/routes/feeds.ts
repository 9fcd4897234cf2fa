// The job feeds (/feeds/jobs-{lang}.xml): what the build listed, less the jobs
// that have closed since, so a posting leaves the aggregators the day after its
// last one without a rebuild. Each language's feed is made once per build and
// set of open jobs, with its brotli and gzip copies. (The build writes the same
// feeds as files too, for a static host: scripts/postbuild.ts.)
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { LANGUAGE_CODES, type LanguageCode } from '../../config/languages'
import { FEEDS_FILE, feedOf, feedPath, jobFeedXml, type BuiltFeeds } from '../../content/jobs/feed'
import { chooseEncoding } from '../encoding'
import { BuildFile, type SiteBuild } from '../siteBuild'

type Answer = { key: string; etag: string; body: Buffer; br: Buffer; gzip: Buffer }

export async function feedRoutes(app: FastifyInstance, opts: { build: SiteBuild; now?: () => number }) {
  const built = new BuildFile<BuiltFeeds | undefined>(
    join(opts.build.root, FEEDS_FILE),
    (data) => data as BuiltFeeds,
    undefined,
    opts.now ?? Date.now,
  )
  const answers = new Map<LanguageCode, Answer>()
  const builds = new WeakMap<BuiltFeeds, number>()
  let buildCount = 0

  const answer = (lang: LanguageCode): Answer | undefined => {
    const feeds = built.get()
    if (!feeds) return undefined
    if (!builds.has(feeds)) builds.set(feeds, ++buildCount)
    const open = opts.build.openJobs().map((job) => job.id)
    const key = `${builds.get(feeds)}:${open.join(',')}`
    const known = answers.get(lang)
    if (known?.key === key) return known
    const body = Buffer.from(jobFeedXml(feedOf(feeds, lang, new Set(open))))
    const fresh: Answer = {
      key,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(body, { level: 9 }),
    }
    answers.set(lang, fresh)
    return fresh
  }

  for (const lang of LANGUAGE_CODES) {
    app.get(feedPath(lang), async (request, reply) => {
      const feed = answer(lang)
      if (!feed) return reply.callNotFound()
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('etag', feed.etag)
        .header('vary', 'accept-encoding')
      if (request.headers['if-none-match'] === feed.etag) return reply.code(304).send()
      const encoding = chooseEncoding(request.headers['accept-encoding'], ['br', 'gzip', 'identity'])
      if (encoding === 'br' || encoding === 'gzip') reply.header('content-encoding', encoding)
      return reply.send(encoding === 'br' ? feed.br : encoding === 'gzip' ? feed.gzip : feed.body)
    })
  }
}
