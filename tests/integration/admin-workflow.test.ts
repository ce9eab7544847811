import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

import { asUser, ensureUser, getTestPayload } from '../support/payload'

/** Issue 5: status workflows of received submissions and the posts' translation flag. */
describe('admin workflows', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  async function message() {
    return payload.create({
      collection: 'contact-forms',
      data: {
        status: 'new',
        company: 'ТОВ Потік',
        name: 'Ірина',
        email: `flow-${Date.now()}-${Math.random()}@example.com`,
        phone: '+380441234567',
        depart: 'sales',
        department: 'Sales Team',
      },
      overrideAccess: true,
    })
  }

  it('sales move a message new → in progress → answered, and may reopen it', async () => {
    const sales = asUser(await ensureUser(payload, 'sales.flow@example.com', ['sales']))
    const doc = await message()
    for (const status of ['in_progress', 'answered', 'in_progress'] as const) {
      const updated = await payload.update({
        collection: 'contact-forms',
        id: doc.id,
        data: { status },
        user: sales,
        overrideAccess: false,
      })
      expect(updated.status).toBe(status)
    }
  })

  it('a status change outside the workflow is refused with the allowed next statuses', async () => {
    const sales = asUser(await ensureUser(payload, 'sales.flow@example.com', ['sales']))
    const doc = await message()
    await payload.update({
      collection: 'contact-forms',
      id: doc.id,
      data: { status: 'spam' },
      user: sales,
      overrideAccess: false,
    })
    await expect(
      payload.update({
        collection: 'contact-forms',
        id: doc.id,
        data: { status: 'answered' },
        user: sales,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Статус/)
    const stored = await payload.findByID({ collection: 'contact-forms', id: doc.id, overrideAccess: true })
    expect(stored.status).toBe('spam')
  })

  it('a post is marked as translated once its English title is saved', async () => {
    const editor = asUser(await ensureUser(payload, 'editor.flow@example.com', ['editor']))
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Лише українською' },
      locale: 'uk',
      user: editor,
      overrideAccess: false,
    })
    expect(post.hasEnglish).toBe(false)
    const again = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { excerpt: 'Короткий опис' },
      locale: 'uk',
      user: editor,
      overrideAccess: false,
    })
    expect(again.hasEnglish).toBe(false)
    const translated = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'English too' },
      locale: 'en',
      user: editor,
      overrideAccess: false,
    })
    expect(translated.hasEnglish).toBe(true)
    // Saving the Ukrainian version again keeps the flag.
    const later = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Українською знову' },
      locale: 'uk',
      user: editor,
      overrideAccess: false,
    })
    expect(later.hasEnglish).toBe(true)
    const untranslated = await payload.find({
      collection: 'posts',
      where: { hasEnglish: { equals: false } },
      user: editor,
      overrideAccess: false,
      draft: true,
      limit: 100,
    })
    expect(untranslated.docs.map((doc) => doc.id)).not.toContain(post.id)
  })
})
