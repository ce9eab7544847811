import pg from 'pg'

import type { DeliveryFeature } from '@/lib/delivery/types'

/**
 * E-mails are never sent twice. A job the source had waiting or running when the backup was
 * taken may have been sent by the source afterwards, so a restore moves it to the `held`
 * queue, which no server runs, and notes it on its submission (the admin's "E-mail delivery"
 * box shows it). An admin releases them to the queue or drops them: on the dashboard (the
 * backups panel, through src/endpoints/heldMail.ts) or with `npm run held-mail`. Both go through
 * these functions; the features whose e-mails they are (their task and collection) are passed
 * in, as payload.config.ts passes them to the delivery.
 */
export const heldQueue = 'held'

export type MailFeature = Pick<DeliveryFeature, 'task' | 'collection'>

export const heldNote =
  'Утримано після відновлення з резервної копії: старий сайт міг уже надіслати цей лист; адміністратор випускає або відкидає його (панель «Резервні копії» або npm run held-mail). / Held after a restore: the old site may have sent this e-mail already; an administrator releases or drops it (the dashboard’s backups panel or npm run held-mail).'

export const droppedNote = 'Відкинуто після відновлення: не надіслано. / Dropped after a restore: not sent.'

/**
 * What these functions need of a connection: `query`. A `pg` Client (the command, the restore's
 * transaction) or a client of Payload's own pool (the dashboard: @payloadcms/db-postgres brings
 * its own copy of pg's types, which TypeScript does not take for the same ClientBase).
 */
export type SqlClient = {
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<{ rows: Row[] }>
}

export type HeldJob = { id: number; task: string; submission: number | undefined }

type JobRow = { id: number; task_slug: string; input: { id?: number } | null }
const asHeld = (row: JobRow): HeldJob => ({ id: row.id, task: row.task_slug, submission: row.input?.id })

const tableOf = (features: MailFeature[], task: string) => {
  const feature = features.find((candidate) => candidate.task === task)
  return feature && pg.escapeIdentifier(feature.collection.replace(/-/g, '_'))
}

async function noteOnSubmission(client: SqlClient, features: MailFeature[], job: HeldJob, note: string | null) {
  const table = tableOf(features, job.task)
  if (!table || job.submission === undefined) return
  await client.query(`UPDATE ${table} SET delivery_last_error = $1 WHERE id = $2 AND delivery_state <> 'sent'`, [
    note,
    job.submission,
  ])
}

/** Holds every unfinished e-mail job (inside the restore's transaction); returns how many. */
export async function holdUnfinishedJobs(client: SqlClient, features: MailFeature[]): Promise<number> {
  const { rows } = await client.query<JobRow>(
    `UPDATE payload_jobs SET queue = $1, processing = false
      WHERE completed_at IS NULL AND task_slug::text = ANY($2) RETURNING id, task_slug, input`,
    [heldQueue, features.map((feature) => feature.task)],
  )
  for (const job of rows.map(asHeld)) await noteOnSubmission(client, features, job, heldNote)
  return rows.length
}

export async function listHeld(client: SqlClient): Promise<HeldJob[]> {
  const { rows } = await client.query<JobRow>(
    `SELECT id, task_slug, input FROM payload_jobs WHERE queue = $1 ORDER BY id`,
    [heldQueue],
  )
  return rows.map(asHeld)
}

/**
 * Gives held jobs back to the queue (`release`) or deletes them (`drop`); `ids` empty: all.
 * One transaction, on a client of its own (a pool's client is fine, released by the caller).
 */
export async function settleHeld(
  client: SqlClient,
  features: MailFeature[],
  action: 'release' | 'drop',
  ids: number[],
): Promise<HeldJob[]> {
  const held = (await listHeld(client)).filter((job) => !ids.length || ids.includes(job.id))
  await client.query('BEGIN')
  try {
    for (const job of held) {
      if (action === 'release') {
        await client.query(`UPDATE payload_jobs SET queue = 'default' WHERE id = $1`, [job.id])
        await noteOnSubmission(client, features, job, null)
      } else {
        await client.query(`DELETE FROM payload_jobs WHERE id = $1`, [job.id])
        await noteOnSubmission(client, features, job, droppedNote)
      }
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
  return held
}
