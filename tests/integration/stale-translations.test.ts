import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { diffParagraphs } from '@/lib/translation/diff'
import type { SourceChange } from '@/fields/translationState'
import { p } from '@/seed/lexical'
import { getTestPayload } from '../support/payload'
import { sharedServer, type TestServer } from '../support/server'
import { jsonBody, restAs, signInStaff, type Actor, type Staff } from '../support/staff'

/**
 * Stale translations (issue 27) through the REST API, as the admin's form saves: a change of
 * the Ukrainian source's translatable text marks the English out of date with the fields'
 * old and new text; a save of the English with "translation updated" clears it. Documents of
 * its own (the shared database's seeded ones stay as they are), and the footer put back.
 */
let payload: Payload
let server: TestServer
let staff: Staff

type Translation = {
  enOutOfDate?: boolean
  ukOutOfDate?: boolean
  baseline?: Record<string, string>
  changes?: SourceChange[]
}
type Doc = { id: number; sourceLanguage?: string; translation?: Translation } & Record<string, unknown>

beforeAll(async () => {
  payload = await getTestPayload()
  server = sharedServer()
  staff = await signInStaff(payload, server.url, 'stale-translations.test')
})

afterAll(async () => {
  await server?.stop()
})

async function rest(actor: Actor, method: string, path: string, data?: unknown) {
  const answer = await restAs(staff, actor, server.url, path, { method, ...(data ? jsonBody(data) : {}) })
  return answer
}

async function save(path: string, data: unknown): Promise<Doc> {
  // Payload updates a global with POST, a document with PATCH.
  const answer = await rest('editor', path.startsWith('/api/globals/') ? 'POST' : 'PATCH', path, data)
  expect(answer.status, answer.text.slice(0, 300)).toBe(200)
  const json = answer.json as { doc?: Doc; result?: Doc }
  return (json.doc ?? json.result ?? json) as Doc
}

const changedPaths = (doc: Doc) => (doc.translation?.changes ?? []).map((change) => change.path).sort()

describe('a vacancy translated into English', () => {
  let id: number

  beforeAll(async () => {
    const created = await rest('editor', 'POST', '/api/vacancies?locale=uk', {
      title: 'Менеджер з продажу',
      description: 'Шукаємо менеджера з продажу вживаної техніки.',
      requirements: [{ text: 'Досвід продажу від року' }],
      order: 3,
      _status: 'published',
    })
    expect(created.status, created.text.slice(0, 300)).toBe(201)
    id = (created.json as { doc: Doc }).doc.id
    const english = await save(`/api/vacancies/${id}?locale=en`, {
      title: 'Sales manager',
      description: 'We are looking for a sales manager for used devices.',
      requirements: [{ text: 'A year of sales experience' }],
    })
    expect(english.sourceLanguage).toBe('uk')
    expect(english.translation?.enOutOfDate).toBe(false)
  })

  it('a Ukrainian description changed marks the English out of date, with the old and new text', async () => {
    const doc = await save(`/api/vacancies/${id}?locale=uk`, {
      description: 'Шукаємо досвідченого менеджера з продажу вживаної та нової техніки.',
    })
    expect(doc.translation?.enOutOfDate).toBe(true)
    expect(doc.translation?.ukOutOfDate).toBe(false)
    expect(doc.translation?.changes).toEqual([
      expect.objectContaining({
        path: 'description',
        label: { uk: 'Опис', en: 'Description' },
        before: 'Шукаємо менеджера з продажу вживаної техніки.',
        after: 'Шукаємо досвідченого менеджера з продажу вживаної та нової техніки.',
      }),
    ])
    // The list filters by it.
    const listed = await rest(
      'editor',
      'GET',
      '/api/vacancies?depth=0&limit=100&where[translation.enOutOfDate][equals]=true',
    )
    expect((listed.json as { docs: Doc[] }).docs.map((vacancy) => vacancy.id)).toContain(id)
  })

  it('an English save without "translation updated" leaves the mark; with it, the mark is cleared', async () => {
    const kept = await save(`/api/vacancies/${id}?locale=en`, { location: 'Kyiv' })
    expect(kept.translation?.enOutOfDate).toBe(true)
    const updated = await save(`/api/vacancies/${id}?locale=en`, {
      description: 'We are looking for an experienced sales manager for used and new devices.',
      translation: { markUpToDate: true },
    })
    expect(updated.translation?.enOutOfDate).toBe(false)
    expect(updated.translation?.changes).toEqual([])
    expect(updated.translation?.baseline?.description).toBe(
      'Шукаємо досвідченого менеджера з продажу вживаної та нової техніки.',
    )
  })

  it('a change of a requirement in its localized array marks it; numbers and the order do not', async () => {
    const order = await save(`/api/vacancies/${id}?locale=uk`, { order: 9, employmentType: 'contract' })
    expect(order.translation?.enOutOfDate).toBe(false)
    const requirement = await save(`/api/vacancies/${id}?locale=uk`, {
      requirements: [{ text: 'Досвід продажу від двох років' }],
    })
    expect(requirement.translation?.enOutOfDate).toBe(true)
    expect(changedPaths(requirement)).toEqual(['requirements.0.text'])
  })

  it('one without an English title is listed as "no English yet" (the dashboard’s query), and never out of date', async () => {
    const created = await rest('editor', 'POST', '/api/vacancies?locale=uk', {
      title: 'Складальник техніки',
      description: 'Збирання.',
    })
    const ukrainianOnly = (created.json as { doc: Doc }).doc.id
    const changed = await save(`/api/vacancies/${ukrainianOnly}?locale=uk`, { description: 'Збирання і перевірка.' })
    expect(changed.translation?.enOutOfDate).toBe(false)
    const listed = await rest(
      'editor',
      'GET',
      '/api/vacancies?locale=en&draft=true&depth=0&limit=200&where[title][exists]=false',
    )
    const ids = (listed.json as { docs: Doc[] }).docs.map((vacancy) => vacancy.id)
    expect(ids).toContain(ukrainianOnly)
    expect(ids).not.toContain(id)
  })

  it('the marks and kept text are staff’s alone, and writing stays the editors’', async () => {
    const anonymous = await rest('anonymous', 'GET', `/api/vacancies/${id}?locale=en`)
    expect(anonymous.status).toBe(200)
    expect(anonymous.json).not.toHaveProperty('translation')
    expect(anonymous.json).not.toHaveProperty('sourceLanguage')
    for (const actor of ['anonymous', 'hr', 'sales'] as Actor[]) {
      const refused = await rest(actor, 'PATCH', `/api/vacancies/${id}?locale=en`, {
        translation: { markUpToDate: true },
      })
      expect(refused.status, actor).toBe(403)
    }
    const stored = (await payload.findByID({
      collection: 'vacancies',
      id,
      depth: 0,
      overrideAccess: true,
    })) as unknown as Doc
    expect(stored.translation?.enOutOfDate).toBe(true)
  })
})

describe('a post’s rich text', () => {
  it('a changed paragraph shows as that paragraph with its words marked; a new slug marks nothing', async () => {
    const paragraphs = ['Перший абзац про ринок.', 'Другий абзац про ціни на смартфони.', 'Третій абзац про гарантію.']
    const content = (texts: string[]) => ({
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: texts.map((text) => p(text)),
      },
    })
    const created = await rest('editor', 'POST', '/api/posts?locale=uk', {
      title: 'Ринок вживаних смартфонів',
      content: content(paragraphs),
    })
    expect(created.status, created.text.slice(0, 300)).toBe(201)
    const id = (created.json as { doc: Doc }).doc.id
    await save(`/api/posts/${id}?locale=en`, {
      title: 'The used smartphone market',
      content: content(['One.', 'Two.', 'Three.']),
    })

    const moved = await save(`/api/posts/${id}?locale=uk`, { slug: 'rynok-smartfoniv-2027' })
    expect(moved.translation?.enOutOfDate).toBe(false)

    const changed = await save(`/api/posts/${id}?locale=uk`, {
      content: content([paragraphs[0], 'Другий абзац про нижчі ціни на смартфони.', paragraphs[2]]),
    })
    expect(changed.translation?.enOutOfDate).toBe(true)
    const [change] = changed.translation?.changes ?? []
    expect(change.path).toBe('content')
    const diff = diffParagraphs(change.before, change.after)
    expect(diff.map((paragraph) => paragraph.kind)).toEqual(['same', 'changed', 'same'])
    expect(diff[1].parts.filter((part) => part.kind !== 'same')).toEqual([{ kind: 'added', text: 'нижчі ' }])
  })
})

describe('the footer', () => {
  it('a Ukrainian label changed marks its English out of date until the English is updated; the lettering marks nothing', async () => {
    const original = (await payload.findGlobal({ slug: 'footer', locale: 'all', depth: 0, overrideAccess: true })) as {
      copyright?: Record<string, string>
      lettering?: string
    }
    try {
      const lettering = await save('/api/globals/footer?locale=uk', { lettering: 'GADGET HUB' })
      expect(lettering.translation?.enOutOfDate).toBe(false)
      const changed = await save('/api/globals/footer?locale=uk', { copyright: '© Гаджет Хаб, усі права захищено' })
      expect(changed.translation?.enOutOfDate).toBe(true)
      expect(changedPaths(changed)).toEqual(['copyright'])
      const updated = await save('/api/globals/footer?locale=en', {
        copyright: '© Gadget Hub, all rights reserved',
        translation: { markUpToDate: true },
      })
      expect(updated.translation?.enOutOfDate).toBe(false)
    } finally {
      await save('/api/globals/footer?locale=uk', { copyright: original.copyright?.uk, lettering: original.lettering })
      const restored = await save('/api/globals/footer?locale=en', {
        copyright: original.copyright?.en,
        translation: { markUpToDate: true },
      })
      expect(restored.translation?.enOutOfDate).toBe(false)
    }
  })
})
