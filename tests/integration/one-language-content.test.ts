import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { httpRequest } from '../support/http'
import { getTestPayload } from '../support/payload'
import { sharedServer, type TestServer } from '../support/server'
import { jsonBody, restAs, signInStaff, type Staff } from '../support/staff'

/**
 * Editors write in Ukrainian first and translate later. Content published in one language only
 * stays out of the other language's pages, which keep working: a review saved in Ukrainian alone
 * once took the English home page down (500, `author.slice` of undefined), and a department
 * without an English name was an empty choice in the English contact form.
 */
let server: TestServer
let payload: Payload
let staff: Staff

beforeAll(async () => {
  payload = await getTestPayload()
  server = sharedServer()
  staff = await signInStaff(payload, server.url, 'one-language.test')
})

afterAll(async () => {
  await server?.stop()
})

const page = (path: string) => httpRequest(`${server.url}${path}`, { headers: { 'X-Forwarded-For': '203.0.113.77' } })

describe('content published in Ukrainian only', () => {
  it('a review is shown on the Ukrainian home page, and the English one is whole without it', async () => {
    const created = await restAs(staff, 'editor', server.url, '/api/reviews?locale=uk', {
      method: 'POST',
      ...jsonBody({
        author: 'Оксана Тестова',
        text: 'Надійний партнер, швидка доставка.',
        order: -1,
        _status: 'published',
      }),
    })
    expect(created.status, created.text.slice(0, 200)).toBe(201)
    const [uk, en] = [await page('/'), await page('/en')]
    expect(uk.status).toBe(200)
    expect(uk.text).toContain('Оксана Тестова')
    expect(en.status).toBe(200)
    expect(en.text).not.toContain('__next_error__')
    expect(en.text).not.toContain('Оксана')
  })

  it('a department is offered in the Ukrainian contact form only', async () => {
    const created = await restAs(staff, 'admin', server.url, '/api/departments?locale=uk', {
      method: 'POST',
      ...jsonBody({ key: 'one_language_test', name: 'Відділ перевірки', recipients: [{ email: 'checks@dept.test' }] }),
    })
    expect(created.status, created.text.slice(0, 200)).toBe(201)
    const [uk, en] = [await page('/contacts'), await page('/en/contacts')]
    expect(uk.text).toMatch(/<option value="one_language_test"[^>]*>Відділ перевірки<\/option>/)
    expect(en.status).toBe(200)
    expect(en.text).not.toContain('one_language_test')
    expect(en.text).not.toMatch(/<option value="[^"]+"[^>]*><\/option>/)
  })
})
