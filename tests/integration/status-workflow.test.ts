import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/access'
import type { User } from '@/payload-types'
import { pdfFile } from '../support/files'
import type { HttpAnswer } from '../support/http'
import { asUser, getTestPayload } from '../support/payload'
import { sharedServer, type TestServer } from '../support/server'
import { jsonBody, restAs, signInStaff, type Actor, type Staff } from '../support/staff'

/**
 * The status workflows of received submissions (issue 5) where they live: every transition
 * (from each status to each other one) through the Local API and over REST, for each role that
 * may edit the collection; and the roles that may not, refused before the workflow is asked.
 * The admin's form only shows what these answer (tests/e2e/admin-inbox.spec.ts).
 */
type Label = { uk: string; en: string }
type Workflow = {
  collection: 'contact-forms' | 'cv-submissions'
  labels: Record<string, Label>
  /** Where each status may go next (issue 5: the statuses in workflow order, and the undo steps). */
  next: Record<string, string[]>
  editors: Role[]
}

const workflows: Workflow[] = [
  {
    // new → in progress → answered, or spam; reopening and "not spam" undo a step.
    collection: 'contact-forms',
    labels: {
      new: { uk: 'Нове', en: 'New' },
      in_progress: { uk: 'В роботі', en: 'In progress' },
      answered: { uk: 'Відповіли', en: 'Answered' },
      spam: { uk: 'Спам', en: 'Spam' },
    },
    next: {
      new: ['in_progress', 'answered', 'spam'],
      in_progress: ['answered', 'spam', 'new'],
      answered: ['in_progress'],
      spam: ['new'],
    },
    editors: ['sales', 'admin'],
  },
  {
    // new → reviewed → interview → rejected or hired; rejected at any step; each undoes one step.
    collection: 'cv-submissions',
    labels: {
      new: { uk: 'Нове', en: 'New' },
      reviewed: { uk: 'Переглянуто', en: 'Reviewed' },
      interview: { uk: 'Співбесіда', en: 'Interview' },
      rejected: { uk: 'Відмова', en: 'Rejected' },
      hired: { uk: 'Прийнято', en: 'Hired' },
    },
    next: {
      new: ['reviewed', 'rejected'],
      reviewed: ['interview', 'rejected', 'new'],
      interview: ['rejected', 'hired', 'reviewed'],
      rejected: ['reviewed'],
      hired: ['interview'],
    },
    editors: ['hr', 'admin'],
  },
]

/** The refusal staff read under the status field, in their language. */
function refusal({ labels, next }: Workflow, from: string, to: string, language: 'uk' | 'en') {
  const allowed = next[from].map((status) => labels[status][language]).join(', ')
  return language === 'uk'
    ? `Статус «${labels[from].uk}» не можна змінити на «${labels[to].uk}». Дозволено: ${allowed}.`
    : `Status “${labels[from].en}” cannot change to “${labels[to].en}”. Allowed: ${allowed}.`
}

let payload: Payload
let server: TestServer
let staff: Staff
const users: Partial<Record<Role, User>> = {}
const context = { disableRevalidate: true }
let serial = 0

beforeAll(async () => {
  payload = await getTestPayload()
  server = sharedServer()
  staff = await signInStaff(payload, server.url, 'status-workflow.test')
  for (const role of ['admin', 'editor', 'hr', 'sales'] as Role[]) {
    users[role] = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: `${role}@status-workflow.test` } },
        overrideAccess: true,
        limit: 1,
      })
    ).docs[0]
  }
})

afterAll(async () => {
  await server?.stop()
})

/** A received submission with the given status, as the landing endpoints store them. */
async function submission(collection: Workflow['collection'], status: string): Promise<number> {
  serial += 1
  const person = {
    name: 'Ірина',
    email: `workflow-${serial}-${Date.now()}@example.com`,
    phone: '+380441234567',
    accept: true,
    locale: 'uk',
  }
  if (collection === 'contact-forms') {
    const doc = await payload.create({
      collection,
      data: { ...person, status, company: 'ТОВ Потік', depart: 'sales', department: 'Sales Team' } as never,
      overrideAccess: true,
      context,
    })
    return doc.id
  }
  const pdf = pdfFile('Workflow')
  const doc = await payload.create({
    collection,
    data: { ...person, status, originalFilename: 'cv.pdf' } as never,
    file: { data: pdf, mimetype: 'application/pdf', name: `workflow-${serial}.pdf`, size: pdf.length },
    overrideAccess: true,
    context,
  })
  return doc.id
}

const storedStatus = async (collection: Workflow['collection'], id: number) =>
  ((await payload.findByID({ collection, id, overrideAccess: true, depth: 0 })) as { status: string }).status

/** Payload's validation answer: which field, with what message. */
function fieldErrors(answer: HttpAnswer) {
  const errors =
    (answer.json as { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }).errors ?? []
  return errors.flatMap((error) => error.data?.errors ?? []).map(({ path, message }) => ({ path, message }))
}

for (const workflow of workflows) {
  const { collection, labels, next, editors } = workflow
  const statuses = Object.keys(labels)
  const pairs = statuses.flatMap((from) => statuses.filter((to) => to !== from).map((to) => [from, to] as const))

  describe(`${collection}: the status workflow`, () => {
    for (const role of editors) {
      it(`Local API as ${role}: each allowed transition is stored, each other one refused with the allowed next statuses`, async () => {
        const refused: string[] = []
        for (const [from, to] of pairs) {
          const id = await submission(collection, from)
          const update = payload.update({
            collection,
            id,
            data: { status: to } as never,
            user: asUser(users[role]!),
            overrideAccess: false,
            context,
          })
          if (next[from].includes(to)) {
            expect(((await update) as { status: string }).status, `${from} → ${to}`).toBe(to)
          } else {
            await expect(update, `${from} → ${to}`).rejects.toMatchObject({
              data: { errors: [{ path: 'status', message: refusal(workflow, from, to, 'uk') }] },
            })
            refused.push(`${from} → ${to}`)
          }
          expect(await storedStatus(collection, id), `${from} → ${to}`).toBe(next[from].includes(to) ? to : from)
        }
        expect(refused.length).toBe(pairs.length - Object.values(next).flat().length)
      })

      it(`REST as ${role}: each allowed transition answers 200, each other one 400 naming the status field, in the request's language`, async () => {
        for (const [from, to] of pairs) {
          const id = await submission(collection, from)
          const language = (serial % 2 ? 'uk' : 'en') as 'uk' | 'en'
          const answer = await restAs(staff, role as Actor, server.url, `/api/${collection}/${id}`, {
            method: 'PATCH',
            ...jsonBody({ status: to }),
            headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
          })
          if (next[from].includes(to)) {
            expect(answer.status, `${from} → ${to}: ${answer.text.slice(0, 200)}`).toBe(200)
            expect((answer.json as { doc: { status: string } }).doc.status).toBe(to)
          } else {
            expect(answer.status, `${from} → ${to}: ${answer.text.slice(0, 200)}`).toBe(400)
            expect(fieldErrors(answer)).toEqual([{ path: 'status', message: refusal(workflow, from, to, language) }])
          }
          expect(await storedStatus(collection, id), `${from} → ${to}`).toBe(next[from].includes(to) ? to : from)
        }
      })
    }

    it('staying on the same status is always allowed (a save of the notes alone)', async () => {
      for (const status of statuses) {
        const id = await submission(collection, status)
        const saved = await payload.update({
          collection,
          id,
          data: { status, notes: `Примітка ${status}` } as never,
          user: asUser(users[editors[0]]!),
          overrideAccess: false,
          context,
        })
        expect((saved as { status: string; notes: string }).notes).toBe(`Примітка ${status}`)
      }
    })

    const outsiders = (['anonymous', 'editor', 'hr', 'sales'] as Actor[]).filter(
      (actor) => !editors.includes(actor as Role),
    )
    it(`${outsiders.join(', ')} may move no status, allowed or not (403 before the workflow is asked)`, async () => {
      const from = statuses[0]
      const allowed = next[from][0]
      const notAllowed = statuses.find((status) => status !== from && !next[from].includes(status))!
      for (const actor of outsiders) {
        for (const to of [allowed, notAllowed]) {
          const id = await submission(collection, from)
          const answer = await restAs(staff, actor, server.url, `/api/${collection}/${id}`, {
            method: 'PATCH',
            ...jsonBody({ status: to }),
          })
          expect(answer.status, `${actor}: ${from} → ${to}`).toBe(403)
          if (actor !== 'anonymous') {
            await expect(
              payload.update({
                collection,
                id,
                data: { status: to } as never,
                user: asUser(users[actor as Role]!),
                overrideAccess: false,
                context,
              }),
              `${actor}: ${from} → ${to}`,
            ).rejects.toMatchObject({ status: 403 })
          }
          expect(await storedStatus(collection, id)).toBe(from)
        }
      }
    })
  })
}
