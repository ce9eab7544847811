import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { migrations } from '../../migrations/index'
import { payloadScriptArgs } from '../../src/server/payloadScript.mjs'
import type { Manifest } from '../../tools/backup/manifest'
import { hashFile } from '../../tools/backup/manifest'
import { pdfFile } from '../support/files'
import { httpRequest, multipartBody, postJson, postMultipart } from '../support/http'
import { eventually } from '../support/eventually'
import { validMessage } from '../support/landing'
import { startTestServer, type TestServer } from '../support/server'
import { attemptSignIn, sessionOf } from '../support/signIn'
import { createEmptyDatabase, freePort } from '../support/testDatabase'
import { startS3Server } from '../../tools/cluster/s3'
import { addressHmac, erasureKey, keyId } from '@/lib/erasure/address'
import { appendErasure } from '@/lib/erasure/log'

/**
 * `npm run backup` and `npm run restore` in the one-process mode (the embedded PostgreSQL in
 * the data folder, uploads on disk): a site that took a message, a CV and a picture and had a
 * post changed is backed up while it serves, restored into a new data folder, and serves the
 * same site there; what a restore must refuse leaves its target as it was.
 */

const root = path.resolve(import.meta.dirname, '../..')
const admin = { email: 'backup-admin@example.com', password: 'backup-admin-password-1' }
const folders: string[] = []
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  folders.push(dir)
  return dir
}

type Run = { code: number | null; stdout: string; stderr: string; lastLine: string }

/** One of the CLI's commands (tools/backup/cli.ts), as `npm run <command>` runs it, on a data folder. */
function cli(
  command: string,
  args: string[],
  env: Record<string, string>,
  onLine?: (line: string, kill: () => void) => void,
): Promise<Run> {
  const { DATABASE_URL: _url, NODE_ENV: _mode, VITEST: _vitest, BACKUP_KEY: _key, ...inherited } = process.env
  const child = spawn(process.execPath, [...payloadScriptArgs, 'tools/backup/cli.ts', command, ...args], {
    cwd: root,
    env: { ...inherited, ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    if (onLine) for (const line of chunk.toString().split('\n')) if (line) onLine(line, () => child.kill('SIGKILL'))
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr, lastLine: stdout.trim().split('\n').pop() ?? '' })),
  )
}

/** The account's token on that server, or nothing when it cannot sign in (tests/support/signIn.ts). */
async function signIn(server: TestServer, account = admin): Promise<string | undefined> {
  const answer = await attemptSignIn(server.url, account)
  return answer.status === 200 ? sessionOf(answer, account.email).token : undefined
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

/** Every address of the sitemap (both languages) with its page's title. */
async function sitemapTitles(server: TestServer): Promise<Map<string, string | undefined>> {
  const sitemap = await httpRequest(`${server.url}/sitemap.xml`)
  expect(sitemap.status).toBe(200)
  const addresses = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  expect(addresses.length).toBeGreaterThan(10)
  const titles = new Map<string, string | undefined>()
  for (const address of addresses) {
    const page = await httpRequest(`${server.url}${address}`)
    expect(page.status, address).toBe(200)
    titles.set(address, titleOf(page.text))
  }
  return titles
}

async function jsonAs(server: TestServer, token: string, address: string) {
  const answer = await httpRequest(`${server.url}${address}`, { headers: { Authorization: `JWT ${token}` } })
  expect(answer.status, address).toBe(200)
  return answer.json as Record<string, unknown>
}

async function bytesAs(server: TestServer, token: string, address: string): Promise<Buffer> {
  const answer = await httpRequest(`${server.url}${address}`, { headers: { Authorization: `JWT ${token}` } })
  expect(answer.status, `${address}: ${answer.status === 200 ? '' : answer.text.slice(0, 300)}`).toBe(200)
  return answer.body
}

/** The manifest of an archive (unsealed). */
async function manifestOf(file: string): Promise<Manifest> {
  const folder = tempDir('site-manifest-')
  await tar.x({ file, cwd: folder }, ['manifest.json'])
  return JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest
}

/**
 * The archive as the site before its newest migration would have written it: the migration's
 * row gone from payload_migrations (its change, dropping a column, leaves the data as it is).
 */
async function olderArchive(file: string, out: string): Promise<string> {
  const newest = migrations.at(-1)!.name
  const folder = tempDir('site-older-')
  await tar.x({ file, cwd: folder })
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest
  manifest.migrations = manifest.migrations.filter((name) => name !== newest)
  const part = 'database/payload_migrations.tsv'
  const rows = fs.readFileSync(path.join(folder, part), 'utf8').split('\n')
  fs.writeFileSync(path.join(folder, part), rows.filter((row) => !row.includes(`\t${newest}\t`)).join('\n'))
  const table = manifest.tables.find((entry) => entry.part === part)!
  table.rows -= 1
  const changed = [part]
  // A column the newest migration adds was not there before it: out of each table's rows too
  // (COPY's text format: one row per line, columns apart by tabs, a tab inside a value escaped).
  for (const [, name, column] of String(migrations.at(-1)!.up).matchAll(/ALTER TABLE "(\w+)" ADD COLUMN "(\w+)"/g)) {
    const entry = manifest.tables.find((candidate) => candidate.name === name)!
    const at = entry.columns.indexOf(column!)
    entry.columns.splice(at, 1)
    const file = path.join(folder, entry.part)
    const lines = fs.readFileSync(file, 'utf8').split('\n')
    fs.writeFileSync(
      file,
      lines
        .map((line) =>
          line
            ? line
                .split('\t')
                .filter((_, index) => index !== at)
                .join('\t')
            : line,
        )
        .join('\n'),
    )
    changed.push(entry.part)
  }
  for (const changedPart of changed) {
    const hashed = await hashFile(path.join(folder, changedPart))
    manifest.parts = manifest.parts.map((entry) =>
      entry.path === changedPart ? { path: changedPart, ...hashed } : entry,
    )
  }
  fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest))
  await tar.c({ file: out, cwd: folder, gzip: true, portable: true }, fs.readdirSync(folder))
  return newest
}

/**
 * An erasure the site made on that data folder (src/lib/erasure/erase.ts writes the same
 * entry; tests/integration/erasure.test.ts covers it): the key is the run's PAYLOAD_SECRET,
 * which cli() and the servers inherit.
 */
async function erasedOn(dataDir: string, address: string) {
  const saved = process.env.DATA_DIR
  process.env.DATA_DIR = dataDir
  try {
    const key = erasureKey()!
    await appendErasure({
      at: new Date().toISOString(),
      by: null,
      messages: 0,
      cvs: 1,
      address: addressHmac(address, key),
      key: keyId(key),
    })
  } finally {
    process.env.DATA_DIR = saved
  }
}

/** The one-process site on its own data folder and embedded PostgreSQL. */
const oneProcessEnv = async (dataDir: string) => ({
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(await freePort()),
})

/** A machine shared with other work can take minutes for what takes seconds on a quiet one. */
const slow = 600_000

describe('backup and restore of a one-process site', () => {
  let source: TestServer
  let restored: TestServer | undefined
  let sourceEnv: Record<string, string>
  let targetEnv: Record<string, string>
  let archive: string
  const archives = tempDir('site-backups-')
  const before: {
    titles?: Map<string, string | undefined>
    cv?: { id: number; filename: string; bytes: Buffer }
    media?: { filename: string; bytes: Buffer }
    message?: { id: number; notes: string }
  } = {}

  beforeAll(async () => {
    // The queue is not run at the source: the message's and the CV's e-mails are still waiting
    // when the backup is taken, as they would be on a busy site.
    sourceEnv = await oneProcessEnv(tempDir('site-source-'))
    source = await startTestServer({
      ...sourceEnv,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DISABLE_JOBS_AUTORUN: '1',
    })
    const token = (await signIn(source))!
    expect(token).toBeTruthy()

    // A message, with a salesperson's note on it.
    const sent = await postJson(source.url, '/api/landing/send-message', validMessage())
    expect(sent.status).toBe(200)
    const messages = (await jsonAs(source, token, '/api/contact-forms?limit=1&sort=-createdAt')) as {
      docs: { id: number }[]
    }
    const messageId = messages.docs[0]!.id
    const noted = await httpRequest(`${source.url}/api/contact-forms/${messageId}`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ notes: 'Передзвонити у вівторок' }),
    })
    expect(noted.status).toBe(200)
    before.message = { id: messageId, notes: 'Передзвонити у вівторок' }

    // A CV with its file.
    const cvBytes = pdfFile('Backup round trip CV')
    const cvAnswer = await postMultipart(
      source.url,
      { name: 'Марія Шевченко', email: 'maria@example.org', accept: 'true' },
      [{ filename: 'cv.pdf', type: 'application/pdf', content: cvBytes }],
    )
    expect(cvAnswer.status).toBe(200)
    const cvs = (await jsonAs(source, token, '/api/cv-submissions?limit=1&sort=-createdAt')) as {
      docs: { id: number; filename: string }[]
    }
    before.cv = { id: cvs.docs[0]!.id, filename: cvs.docs[0]!.filename, bytes: cvBytes }

    // A picture uploaded by staff (with its generated sizes).
    const picture = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 2, g: 44, b: 34 } },
    })
      .jpeg()
      .toBuffer()
    const { body, contentType } = multipartBody({ _payload: JSON.stringify({ alt: 'Склад після відновлення' }) }, [
      { filename: 'restored-warehouse.jpg', type: 'image/jpeg', content: picture },
    ])
    const uploaded = await httpRequest(`${source.url}/api/media?locale=uk`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': contentType, Origin: source.url },
      body,
    })
    expect(uploaded.status, uploaded.text.slice(0, 300)).toBe(201)
    const media = (uploaded.json as { doc: { filename: string } }).doc
    before.media = {
      filename: media.filename,
      bytes: await bytesAs(source, token, `/api/media/file/${media.filename}`),
    }

    // Content changed: a post's English title.
    const posts = (await jsonAs(source, token, '/api/posts?limit=1&locale=en&depth=0')) as { docs: { id: number }[] }
    const changed = await httpRequest(`${source.url}/api/posts/${posts.docs[0]!.id}?locale=en`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'A title changed before the backup', _status: 'published' }),
    })
    expect(changed.status, changed.text).toBe(200)

    // The backup, taken while the site serves.
    const backup = await cli('backup', ['--out', path.join(archives, 'site.tar.gz')], sourceEnv)
    expect(backup.code, backup.stderr).toBe(0)
    archive = backup.lastLine
    expect(archive).toBe(path.join(archives, 'site.tar.gz'))
    before.titles = await sitemapTitles(source)
    expect([...before.titles.values()].some((title) => title?.includes('A title changed before the backup'))).toBe(true)
    await source.stop()
  }, slow)

  afterAll(async () => {
    await source?.stop()
    await restored?.stop()
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
  })

  it(
    'restores into a new data folder a site with the same pages, CV bytes, picture, message and staff passwords',
    async () => {
      targetEnv = await oneProcessEnv(tempDir('site-target-'))
      const restore = await cli('restore', [archive], targetEnv)
      expect(restore.code, restore.stderr).toBe(0)
      expect(restore.stdout).toMatch(/2 e-mail\(s\) the old site had not finished are held/)

      // Started without ADMIN_* settings: the admin's password is the restored one.
      restored = await startTestServer(targetEnv)
      const token = await signIn(restored)
      expect(token, 'the admin signs in with the old password').toBeTruthy()

      expect(await sitemapTitles(restored)).toEqual(before.titles)
      expect(await bytesAs(restored, token!, `/api/cv-submissions/file/${before.cv!.filename}`)).toEqual(
        before.cv!.bytes,
      )
      expect(await bytesAs(restored, token!, `/api/media/file/${before.media!.filename}`)).toEqual(before.media!.bytes)
      const message = await jsonAs(restored, token!, `/api/contact-forms/${before.message!.id}`)
      expect(message.notes).toBe(before.message!.notes)
    },
    slow,
  )

  it(
    'holds the e-mails the source had not sent, shows it on the submission, and sends them only once released',
    async () => {
      const token = (await signIn(restored!))!
      const mailDir = path.join(targetEnv.DATA_DIR!, 'mail')
      const mails = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0)
      // The restored site runs its queue every second: the held e-mails are not in it.
      const run = await httpRequest(`${restored!.url}/api/payload-jobs/run`, {
        headers: { Authorization: `JWT ${token}` },
      })
      expect(run.status).toBe(200)
      expect(mails()).toBe(0)
      const cv = await jsonAs(restored!, token, `/api/cv-submissions/${before.cv!.id}`)
      expect((cv.delivery as { state: string; lastError: string }).lastError).toMatch(/Held after a restore/)

      const listed = await cli('held-mail', ['list'], targetEnv)
      expect(listed.stdout).toMatch(/sendContactEmail for submission/)
      expect(listed.stdout).toMatch(/sendCvEmail for submission/)
      const released = await cli('held-mail', ['release'], targetEnv)
      expect(released.code, released.stderr).toBe(0)
      await eventually('both held e-mails sent once released', () => mails() === 2, { timeoutMs: 30_000 })
    },
    slow,
  )

  it(
    'refuses a target that holds documents unless --replace, in one line, and leaves it as it was',
    async () => {
      const refused = await cli('restore', [archive], targetEnv)
      expect(refused.code).toBe(1)
      expect(refused.stderr.trim()).toMatch(/^Error: The target already holds \d+ document\(s\): add --replace/)
      expect(refused.stderr.trim().split('\n')).toHaveLength(1)
      // With --replace, while the site serves from it: refused too.
      const running = await cli('restore', [archive, '--replace'], targetEnv)
      expect(running.stderr.trim()).toMatch(/^Error: The site is running on this data folder: stop it first/)
      expect(await signIn(restored!)).toBeTruthy()
    },
    slow,
  )

  it(
    'refuses a truncated archive, a foreign file and a wrong key before touching the target',
    async () => {
      const truncated = path.join(archives, 'truncated.tar.gz')
      const whole = fs.readFileSync(archive)
      fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)))
      const foreign = path.join(archives, 'notes.txt')
      fs.writeFileSync(foreign, 'not a backup')
      const encrypted = await cli('backup', ['--out', path.join(archives, 'sealed.tar.gz.enc')], {
        ...targetEnv,
        BACKUP_KEY: 'the company key',
      })
      expect(encrypted.code, encrypted.stderr).toBe(0)

      const empty = await oneProcessEnv(tempDir('site-untouched-'))
      const cases: [string, Record<string, string>, RegExp][] = [
        [truncated, {}, /is damaged or incomplete/],
        [foreign, {}, /is not a backup of this site/],
        [encrypted.lastLine, {}, /is encrypted: set BACKUP_KEY/],
        [encrypted.lastLine, { BACKUP_KEY: 'another key' }, /BACKUP_KEY does not open this archive/],
      ]
      for (const [file, env, message] of cases) {
        const run = await cli('restore', [file, '--replace'], { ...empty, ...env })
        expect(run.code, file).toBe(1)
        expect(run.stderr.trim(), file).toMatch(message)
        expect(run.stderr.trim().split('\n'), file).toHaveLength(1)
      }
      // Nothing was made in the target: no database, no uploads.
      expect(fs.existsSync(path.join(empty.DATA_DIR, 'postgres'))).toBe(false)
      expect(fs.existsSync(path.join(empty.DATA_DIR, 'media'))).toBe(false)

      // The right key opens it (into a fresh folder).
      const opened = await cli('restore', [encrypted.lastLine], {
        ...(await oneProcessEnv(tempDir('site-sealed-'))),
        BACKUP_KEY: 'the company key',
      })
      expect(opened.code, opened.stderr).toBe(0)
    },
    slow,
  )

  it(
    'restores an archive from before the newest migration and migrates it forward',
    async () => {
      const older = path.join(archives, 'older.tar.gz')
      const newest = await olderArchive(archive, older)
      expect((await manifestOf(older)).migrations).not.toContain(newest)
      const env = await oneProcessEnv(tempDir('site-older-target-'))
      const restore = await cli('restore', [older], env)
      expect(restore.code, restore.stderr).toBe(0)
      expect(restore.stdout).toContain(`migrating forward: ${newest}`)
      const again = await cli('backup', ['--out', path.join(archives, 'migrated.tar.gz')], env)
      expect(again.code, again.stderr).toBe(0)
      const migrated = await manifestOf(again.lastLine)
      const original = await manifestOf(archive)
      expect(migrated.migrations).toEqual(original.migrations)
      expect(migrated.counts).toEqual(original.counts)
    },
    slow,
  )

  it(
    'moves the one-process archive into a PostgreSQL server and an S3 bucket, every table and upload byte for byte',
    async () => {
      const s3 = await startS3Server('moved-site')
      const database = await createEmptyDatabase(inject('databaseUrl'))
      try {
        const env = { DATABASE_URL: database.url, DATA_DIR: tempDir('site-moved-'), ...s3.env }
        const restore = await cli('restore', [archive], env)
        expect(restore.code, restore.stderr).toBe(0)
        const original = await manifestOf(archive)
        expect((await s3.objects('media/')).length + (await s3.objects('cv/')).length).toBe(original.files.length)
        expect(await s3.read(`cv/${before.cv!.filename}`)).toEqual(before.cv!.bytes)

        const again = await cli('backup', ['--out', path.join(archives, 'moved.tar.gz')], env)
        expect(again.code, again.stderr).toBe(0)
        const moved = await manifestOf(again.lastLine)
        expect(moved.source).toEqual({ database: 'server', storage: 's3' })
        expect(moved.counts).toEqual(original.counts)
        // The same bytes, but for the e-mail jobs the restore held (and noted on their submissions)
        // and the rate limiter's counters (its own table, made by the limiter, not by a migration).
        const changedByHolding = ['payload_jobs', 'contact_forms', 'cv_submissions', 'rate_limits'].map(
          (t) => `database/${t}.tsv`,
        )
        const sums = (manifest: Manifest) =>
          Object.fromEntries(
            manifest.parts
              .filter((part) => !changedByHolding.includes(part.path))
              .map((part) => [part.path, part.sha256]),
          )
        expect(sums(moved)).toEqual(sums(original))
      } finally {
        await database.drop()
        await s3.stop()
      }
    },
    slow,
  )

  it(
    'a backup killed halfway leaves no archive, and the next one clears what it left',
    async () => {
      const folder = tempDir('site-killed-')
      const out = path.join(folder, 'killed.tar.gz')
      const killed = await cli('backup', ['--out', out], { ...targetEnv, BACKUP_TEST_HOLD: '1' }, (line, kill) => {
        if (line.includes('holding before the rename')) kill()
      })
      expect(killed.code).toBeNull()
      expect(fs.existsSync(out)).toBe(false)
      expect(fs.readdirSync(folder).filter((name) => !name.startsWith('.'))).toEqual([])

      const next = await cli('backup', ['--out', out], targetEnv)
      expect(next.code, next.stderr).toBe(0)
      expect(fs.readdirSync(folder)).toEqual(['killed.tar.gz'])
    },
    slow,
  )

  it(
    'replays an erasure made after the backup when that older archive is restored: the erased applicant does not come back',
    async () => {
      await restored?.stop()
      const cvFile = path.join(targetEnv.DATA_DIR!, 'cv', before.cv!.filename)
      expect(fs.existsSync(cvFile)).toBe(true)
      await erasedOn(targetEnv.DATA_DIR!, 'Maria@Example.org')
      // The next archive carries the log (it holds no personal data).
      const withLog = await cli('backup', ['--out', path.join(archives, 'with-log.tar.gz')], targetEnv)
      expect(withLog.code, withLog.stderr).toBe(0)
      expect((await manifestOf(withLog.lastLine)).parts.some((part) => part.path.startsWith('erasures/'))).toBe(true)

      const restore = await cli('restore', [archive, '--replace'], targetEnv)
      expect(restore.code, restore.stderr).toBe(0)
      expect(restore.stdout).toContain('erasures: 1 in the log, erased again: 0 message(s), 1 CV(s)')
      expect(restore.stdout).not.toMatch(/maria/i)
      expect(fs.existsSync(cvFile)).toBe(false)
    },
    slow,
  )
})
