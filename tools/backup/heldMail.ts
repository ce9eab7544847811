import pg from 'pg'

import { contactDelivery } from '@/features/contact/delivery'
import { cvDelivery } from '@/features/cv/delivery'

/**
 * E-mails are never sent twice. A job the source had waiting or running when the backup was
 * taken may have been sent by the source afterwards, so a restore moves it to the `held`
 * queue, which no server runs, and notes it on its submission (the admin's "E-mail delivery"
 * box shows it). `npm run held-mail` lists them, and releases them to the queue or drops them.
 */
export const heldQueue = 'held'

const features = [contactDelivery, cvDelivery]
const tableOf = (task: string) => {
  const feature = features.find((candidate) => candidate.task === task)
  return feature && pg.escapeIdentifier(feature.collection.replace(/-/g, '_'))
}

export const heldNote =
  'Утримано після відновлення з резервної копії: старий сайт міг уже надіслати цей лист; адміністратор випускає або відкидає його (npm run held-mail). / Held after a restore: the old site may have sent this e-mail already; an administrator releases or drops it (npm run held-mail).'

export type HeldJob = { id: number; task: string; submission: number | undefined }

type JobRow = { id: number; task_slug: string; input: { id?: number } | null }
const asHeld = (row: JobRow): HeldJob => ({ id: row.id, task: row.task_slug, submission: row.input?.id })

/** Holds every unfinished e-mail job (inside the restore's transaction); returns how many. */
export async function holdUnfinishedJobs(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<JobRow>(
    `UPDATE payload_jobs SET queue = $1, processing = false
      WHERE completed_at IS NULL AND task_slug::text = ANY($2) RETURNING id, task_slug, input`,
    [heldQueue, features.map((feature) => feature.task)],
  )
  for (const job of rows.map(asHeld)) await noteOnSubmission(client, job, heldNote)
  return rows.length
}

async function noteOnSubmission(client: pg.ClientBase, job: HeldJob, note: string | null) {
  const table = tableOf(job.task)
  if (!table || job.submission === undefined) return
  await client.query(`UPDATE ${table} SET delivery_last_error = $1 WHERE id = $2 AND delivery_state <> 'sent'`, [
    note,
    job.submission,
  ])
}

export async function listHeld(client: pg.ClientBase): Promise<HeldJob[]> {
  const { rows } = await client.query<JobRow>(
    `SELECT id, task_slug, input FROM payload_jobs WHERE queue = $1 ORDER BY id`,
    [heldQueue],
  )
  return rows.map(asHeld)
}

/** Gives held jobs back to the queue (`release`) or deletes them (`drop`); `ids` empty: all. */
export async function settleHeld(client: pg.ClientBase, action: 'release' | 'drop', ids: number[]) {
  const held = (await listHeld(client)).filter((job) => !ids.length || ids.includes(job.id))
  await client.query('BEGIN')
  try {
    for (const job of held) {
      if (action === 'release') {
        await client.query(`UPDATE payload_jobs SET queue = 'default' WHERE id = $1`, [job.id])
        await noteOnSubmission(client, job, null)
      } else {
        await client.query(`DELETE FROM payload_jobs WHERE id = $1`, [job.id])
        await noteOnSubmission(
          client,
          job,
          'Відкинуто після відновлення: не надіслано. / Dropped after a restore: not sent.',
        )
      }
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
  return held
}
