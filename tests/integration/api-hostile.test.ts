import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bodyLimits } from '@/shared/bodyLimits'
import { httpRequest, multipartBody, nextIp, type HttpAnswer, type HttpOptions } from '../support/http'
import { getTestPayload } from '../support/payload'
import { sharedServer, type TestServer } from '../support/server'
import { attemptSignIn } from '../support/signIn'
import { signInStaff, staffPassword, type Staff } from '../support/staff'

/**
 * Hostile requests against Payload's own routes and the admin, beyond the landing payloads
 * (landing-hostile.test.ts): another site's forms posting to every state-changing route, and
 * bodies larger than each route needs (src/server/requestGuard.ts).
 */
let server: TestServer
let payload: Payload
let staff: Staff
let post: number
/** The id of Payload's admin server function, as the admin's login page hands it to the browser. */
let adminAction: string

beforeAll(async () => {
  payload = await getTestPayload()
  server = sharedServer()
  staff = await signInStaff(payload, server.url, 'hostile.test')
  post = (
    await payload.create({
      collection: 'posts',
      data: { title: 'Hostile test post', _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  ).id
  const login = await httpRequest(`${server.url}/admin/login`)
  adminAction = /\{\\"id\\":\\"([0-9a-f]{40,})\\",\\"bound\\":null\}/.exec(login.text)?.[1] ?? ''
  expect(adminAction, 'a server function id in the admin page').not.toBe('')
})

afterAll(async () => {
  await server?.stop()
})

const send = (path: string, options: HttpOptions) =>
  httpRequest(`${server.url}${path}`, {
    ...options,
    headers: { 'X-Forwarded-For': nextIp(), ...(options.headers ?? {}) },
  })
const adminCookie = () => `payload-token=${staff.admin.headers.Authorization!.replace('JWT ', '')}`

/** The three encodings a plain HTML form can send without a preflight. */
function formPost(enctype: 'multipart' | 'urlencoded' | 'text', fields: Record<string, string>): HttpOptions {
  if (enctype === 'multipart') {
    const { body, contentType } = multipartBody(fields)
    return { method: 'POST', headers: { 'Content-Type': contentType }, body }
  }
  if (enctype === 'urlencoded')
    return {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }
  return {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: Object.entries(fields)
      .map(([name, value]) => `${name}=${value}`)
      .join('\r\n'),
  }
}

/** Every route a form on another site could post to, with what the form would carry. */
const formTargets: [path: string, fields: () => Record<string, string>][] = [
  ['/api/users/login', () => ({ _payload: JSON.stringify({ email: 'admin@hostile.test', password: staffPassword }) })],
  ['/api/users/logout', () => ({})],
  ['/api/users/refresh-token', () => ({})],
  ['/api/users/forgot-password', () => ({ _payload: JSON.stringify({ email: 'admin@hostile.test' }) })],
  ['/api/users/reset-password', () => ({ _payload: JSON.stringify({ token: 'x', password: 'new-password-1' }) })],
  ['/api/users/unlock', () => ({ _payload: JSON.stringify({ email: 'editor@hostile.test' }) })],
  [
    '/api/users/first-register',
    () => ({ _payload: JSON.stringify({ email: 'evil@evil.test', password: 'evil-password-1' }) }),
  ],
  [
    '/api/users',
    () => ({ _payload: JSON.stringify({ email: 'evil@evil.test', password: 'evil-password-1', roles: ['admin'] }) }),
  ],
  ['/api/posts', () => ({ _payload: JSON.stringify({ title: 'Posted from another site', _status: 'published' }) })],
  [`/api/posts/{post}`, () => ({ _payload: JSON.stringify({ title: 'Changed from another site' }) })],
  ['/api/globals/header', () => ({ _payload: JSON.stringify({ contactLabel: 'Hijacked' }) })],
  ['/api/media', () => ({ _payload: JSON.stringify({ alt: 'x' }) })],
  ['/api/contact-forms', () => ({ _payload: JSON.stringify({ company: 'x' }) })],
  ['/api/payload-preferences/nav', () => ({ _payload: JSON.stringify({ value: { open: true } }) })],
  ['/api/payload-locked-documents', () => ({ _payload: JSON.stringify({ globalSlug: 'footer' }) })],
  ['/api/landing/send-message', () => ({ company: 'x' })],
  ['/api/landing/send-cv', () => ({ name: 'x' })],
  ['/admin', () => ({ $ACTION_ID_0: '' })],
  ['/admin/collections/posts', () => ({ $ACTION_ID_0: '' })],
]

describe('cross-site form posts', () => {
  for (const [target, fields] of formTargets) {
    for (const enctype of ['multipart', 'urlencoded', 'text'] as const) {
      it(`a ${enctype} form on another site posting to ${target} is refused (403) and changes nothing`, async () => {
        const path = target.replace('{post}', String(post))
        const form = formPost(enctype, fields())
        const answer = await send(path, {
          ...form,
          // What a browser sends with a form submitted from https://evil.example: its own cookie for this site too.
          headers: {
            ...form.headers,
            Origin: 'https://evil.example',
            'Sec-Fetch-Site': 'cross-site',
            Cookie: adminCookie(),
            'Accept-Language': 'en',
          },
        })
        expect(answer.status, answer.text.slice(0, 200)).toBe(403)
        expect(answer.json).toMatchObject({ code: 'forbiddenOrigin', error: 'Cross-site request refused' })
        expect(answer.headers['set-cookie']).toBeUndefined()
      })
    }
  }

  it('a foreign Origin is refused on PATCH, PUT and DELETE too, and the post is unchanged', async () => {
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const answer = await send(`/api/posts/${post}`, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', Cookie: adminCookie() },
        body: JSON.stringify({ title: 'Changed' }),
      })
      expect(answer.status, method).toBe(403)
    }
    expect((await payload.findByID({ collection: 'posts', id: post, locale: 'uk', overrideAccess: true })).title).toBe(
      'Hostile test post',
    )
  })

  it('a browser that names the request same-site (another subdomain) is refused; same-origin passes', async () => {
    const login = (headers: Record<string, string>) =>
      attemptSignIn(server.url, { email: 'admin@hostile.test', password: staffPassword }, { headers })
    expect((await login({ 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.example' })).status).toBe(403)
    expect((await login({ 'Sec-Fetch-Site': 'same-origin', Origin: server.url })).status).toBe(200)
    expect((await login({ Origin: server.url })).status).toBe(200)
  })

  it('the same form posted by the site itself signs in, and a server-to-server call without Origin still works', async () => {
    const form = formPost('multipart', {
      _payload: JSON.stringify({ email: 'admin@hostile.test', password: staffPassword }),
    })
    const own = await send('/api/users/login', {
      ...form,
      headers: { ...form.headers, Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(own.status).toBe(200)
    expect(String(own.headers['set-cookie'])).toMatch(/payload-token=/)
    const backend = await attemptSignIn(server.url, { email: 'admin@hostile.test', password: staffPassword })
    expect(backend.status).toBe(200)
  })
})

/** A JSON body of exactly `bytes` bytes: `{"email":…,"pad":"xxx…"}`. */
function jsonOfSize(bytes: number, data: Record<string, unknown> = {}): Buffer {
  const head = JSON.stringify({ ...data, pad: '' })
  return Buffer.from(head.replace('"pad":""', `"pad":"${'x'.repeat(Math.max(0, bytes - head.length))}"`))
}

/** A multipart upload of exactly `bytes` bytes. */
function uploadOfSize(
  bytes: number,
  data: Record<string, unknown>,
  filename: string,
  type: string,
): { body: Buffer; contentType: string } {
  const empty = multipartBody({ _payload: JSON.stringify(data) }, [{ filename, type, content: Buffer.alloc(0) }])
  return multipartBody(
    { _payload: JSON.stringify(data) },
    [{ filename, type, content: Buffer.alloc(Math.max(0, bytes - empty.body.length), 0x20) }],
    empty.contentType.split('boundary=')[1],
  )
}

type Route = {
  name: string
  method: string
  path: string
  limit: number
  body: (bytes: number) => { body: Buffer; contentType: string }
  auth?: boolean
}
const json =
  (data: Record<string, unknown> = {}) =>
  (bytes: number) => ({ body: jsonOfSize(bytes, data), contentType: 'application/json' })

const routes: Route[] = [
  {
    name: 'login',
    method: 'POST',
    path: '/api/users/login',
    limit: bodyLimits.signIn,
    body: json({ email: 'nobody@hostile.test', password: 'wrong' }),
  },
  { name: 'logout', method: 'POST', path: '/api/users/logout', limit: bodyLimits.signIn, body: json() },
  {
    name: 'forgot password',
    method: 'POST',
    path: '/api/users/forgot-password',
    limit: bodyLimits.signIn,
    body: json({ email: 'nobody@hostile.test' }),
  },
  {
    name: 'reset password',
    method: 'POST',
    path: '/api/users/reset-password',
    limit: bodyLimits.signIn,
    body: json({ token: 'x', password: 'y' }),
  },
  { name: 'token refresh', method: 'POST', path: '/api/users/refresh-token', limit: bodyLimits.signIn, body: json() },
  {
    name: 'first register',
    method: 'POST',
    path: '/api/users/first-register',
    limit: bodyLimits.signIn,
    body: json({ email: 'x@hostile.test' }),
  },
  {
    name: 'collection create',
    method: 'POST',
    path: '/api/posts',
    limit: bodyLimits.json,
    body: json({ title: 'Too big' }),
    auth: true,
  },
  {
    name: 'collection update',
    method: 'PATCH',
    path: '/api/posts/{post}',
    limit: bodyLimits.json,
    body: json({ title: 'Too big' }),
    auth: true,
  },
  {
    name: 'collection delete',
    method: 'DELETE',
    path: '/api/posts/{post}',
    limit: bodyLimits.none,
    body: json(),
    auth: true,
  },
  {
    name: 'global update',
    method: 'POST',
    path: '/api/globals/header',
    limit: bodyLimits.json,
    body: json(),
    auth: true,
  },
  {
    name: 'preferences',
    method: 'POST',
    path: '/api/payload-preferences/nav',
    limit: bodyLimits.json,
    body: json(),
    auth: true,
  },
  {
    name: 'media upload',
    method: 'POST',
    path: '/api/media',
    limit: bodyLimits.media,
    body: (bytes) => uploadOfSize(bytes, { alt: 'x' }, 'big.png', 'image/png'),
    auth: true,
  },
  {
    name: 'CV added by hand',
    method: 'POST',
    path: '/api/cv-submissions',
    limit: bodyLimits.cv,
    body: (bytes) => uploadOfSize(bytes, { name: 'x' }, 'cv.pdf', 'application/pdf'),
    auth: true,
  },
  {
    name: 'send-message',
    method: 'POST',
    path: '/api/landing/send-message',
    limit: bodyLimits.contactMessage,
    body: json(),
  },
  {
    name: 'send-cv',
    method: 'POST',
    path: '/api/landing/send-cv',
    limit: bodyLimits.cv,
    body: (bytes) => uploadOfSize(bytes, { name: 'x' }, 'cv.pdf', 'application/pdf'),
  },
  {
    name: 'an admin server action',
    method: 'POST',
    path: '/admin',
    limit: bodyLimits.adminAction,
    body: (bytes) => ({ body: Buffer.alloc(bytes, 0x5b), contentType: 'text/plain;charset=UTF-8' }),
    auth: true,
  },
  { name: 'a public page', method: 'POST', path: '/', limit: bodyLimits.none, body: json() },
  { name: 'a GET with a body', method: 'GET', path: '/api/posts', limit: bodyLimits.none, body: json() },
]

function oversized(
  route: Route,
  bytes: number,
  options: { chunked?: boolean; language?: string } = {},
): Promise<HttpAnswer> {
  const { body, contentType } = route.body(bytes)
  return send(route.path.replace('{post}', String(post)), {
    method: route.method,
    chunked: options.chunked,
    headers: {
      'Content-Type': contentType,
      'Accept-Language': options.language ?? 'uk',
      ...(route.path.startsWith('/admin') ? { 'Next-Action': adminAction, Origin: server.url } : {}),
      ...(route.auth ? staff.admin.headers : {}),
    },
    body,
  })
}

describe('ids no document can have', () => {
  const ids = ['abc', '1.5', '-1', '0', '99999999999', '1e3', '%20']
  const admin = (method: string, path: string) =>
    send(`${path}?depth=0`, {
      method,
      headers: { 'Content-Type': 'application/json', ...staff.admin.headers },
      body: method === 'PATCH' ? '{}' : undefined,
    })

  it(`a post or a contact message read, changed or deleted as ${ids.join(', ')} is a 404 in JSON, not a database error's 500`, async () => {
    for (const collection of ['posts', 'contact-forms']) {
      for (const id of ids) {
        for (const method of ['GET', 'PATCH', 'DELETE']) {
          const answer = await admin(method, `/api/${collection}/${id}`)
          expect({ collection, id, method, status: answer.status, type: answer.headers['content-type'] }).toEqual({
            collection,
            id,
            method,
            status: 404,
            type: expect.stringMatching(/^application\/json/),
          })
        }
      }
    }
    expect((await admin('GET', `/api/posts/${post}`)).status, 'an id that exists').toBe(200)
  })

  it('versions and jobs answer such ids with a 4xx in JSON too (400 from the versions route, 403 on jobs, which nobody reads over REST)', async () => {
    for (const path of ['/api/posts/versions', '/api/payload-jobs']) {
      for (const id of ids) {
        const answer = await admin('GET', `${path}/${id}`)
        expect({
          path,
          id,
          status: answer.status >= 400 && answer.status < 500,
          type: answer.headers['content-type'],
        }).toEqual({ path, id, status: true, type: expect.stringMatching(/^application\/json/) })
      }
    }
  })
})

describe('bodies larger than their route needs', () => {
  for (const route of routes) {
    const size = route.limit + 1
    it(`${route.name} (${route.method} ${route.path}): ${size} bytes are refused with 413 by their length, in the request's language`, async () => {
      const uk = await oversized(route, size)
      expect(uk.status, uk.text.slice(0, 200)).toBe(413)
      expect(uk.headers['content-type']).toMatch(/^application\/json/)
      expect(uk.json).toMatchObject({
        code: 'tooLarge',
        error: 'Запит завеликий',
        errors: [{ message: 'Запит завеликий' }],
      })
      const en = await oversized(route, size, { language: 'en-US,en;q=0.8' })
      expect(en.json).toMatchObject({ error: 'The request is too large' })
    })

    it(`${route.name}: ${size} bytes sent chunked (no length) are refused with 413 too`, async () => {
      const answer = await oversized(route, size, { chunked: true })
      expect(answer.status, answer.text.slice(0, 200)).toBe(413)
      expect(answer.json).toMatchObject({ code: 'tooLarge' })
    })
  }

  for (const route of routes.filter((candidate) => candidate.limit > 0 && candidate.limit <= bodyLimits.json)) {
    it(`${route.name}: a body of exactly ${route.limit} bytes is not refused for its size`, async () => {
      expect((await oversized(route, route.limit)).status).not.toBe(413)
    })
  }

  it('the largest page the seed holds (the home page, both languages) is saved as the admin saves it', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const home = docs[0]!
    for (const locale of ['uk', 'en'] as const) {
      const page = await payload.findByID({ collection: 'pages', id: home.id, depth: 0, locale, overrideAccess: true })
      const { body, contentType } = multipartBody({
        _payload: JSON.stringify({ title: page.title, layout: page.layout, meta: page.meta }),
      })
      const saved = await send(`/api/pages/${home.id}?locale=${locale}&depth=0&draft=true&autosave=true`, {
        method: 'PATCH',
        headers: { 'Content-Type': contentType, ...staff.admin.headers },
        body,
      })
      expect(saved.status, saved.text.slice(0, 200)).toBe(200)
    }
  })

  it('after all of that the server still answers', async () => {
    expect((await send('/api/health', { method: 'GET' })).status).toBe(200)
  })
})
