import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type APIRequestContext, type Page, expect } from '@playwright/test'

import type { Role } from '@/access'
import { payloadScriptArgs } from '../../../src/server/payloadScript.mjs'
import { attemptSignIn, sessionOf, signIn } from '../../support/signIn'

/**
 * Shared steps of the admin tests: the e2e server's admin (ADMIN_EMAIL / ADMIN_PASSWORD from
 * playwright.config.ts), one user per staff role made through the REST API as that admin,
 * signing in through the login form, and received submissions stored by a fixture script.
 */
export const admin = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password-1',
}
export const staffPassword = 'staff-password-e2e-1'

type Account = { id: number; email: string; password: string }

/** The e2e server (playwright.config.ts: E2E_PORT), for the requests made outside Playwright's `request`. */
export const siteUrl = `http://localhost:${Number(process.env.E2E_PORT || 3210)}`

/**
 * One sign-in of an account at a time across the run's workers (a lock folder per account, made
 * and removed atomically). Two sign-ins of one account that overlap lose one of their sessions in
 * Payload 3.90: each writes back the account's whole list of sessions as it read it, and the
 * token of the lost one is then anonymous (403 on a create) with nothing logged
 * (payloadcms/payload#18132, #16027; the fixes, #18150 and #17135, are open). The e2e lanes run
 * side by side and share the admin and the staff accounts.
 */
export async function oneSignInAtATime<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  // Beside the run's data folder, not in it (the server's), named after it: one set per run.
  const folder = path.join(os.tmpdir(), `${path.basename(process.env.E2E_DATA_DIR || 'site-e2e')}-sign-in-locks`)
  fs.mkdirSync(folder, { recursive: true })
  const lock = path.join(folder, createHash('sha256').update(email).digest('hex').slice(0, 16))
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (Date.now() > deadline) throw new Error(`the sign-in of ${email} waited 60 s for another one`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  try {
    return await signIn()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/** A REST token (`Authorization: JWT …`) through the one sign-in (tests/support/signIn.ts). */
export async function tokenFor(email: string, password: string): Promise<string> {
  const answer = await oneSignInAtATime(email, () => attemptSignIn(siteUrl, { email, password }))
  expect(answer.status, `login of ${email}`).toBe(200)
  return sessionOf(answer, email).token
}

/** The admin's token; on a database the seed has not filled yet, the admin is registered first. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await oneSignInAtATime(admin.email, () => attemptSignIn(siteUrl, admin))
  if (login.status === 200) return sessionOf(login, admin.email).token
  const registered = await request.post('/api/users/first-register', {
    data: { ...admin, name: 'Admin', roles: ['admin'] },
  })
  expect(registered.ok(), 'the admin exists or can be registered first').toBe(true)
  return tokenFor(admin.email, admin.password)
}

export const auth = (token: string) => ({ Authorization: `JWT ${token}` })

/** A user with exactly these roles (none for `[]`), made once per e-mail by the admin. */
export async function ensureUser(request: APIRequestContext, email: string, roles: Role[]): Promise<Account> {
  const token = await adminToken(request)
  const found = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: auth(token),
  })
  const existing = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  if (existing) return { id: existing.id, email, password: staffPassword }
  const created = await request.post('/api/users', {
    headers: auth(token),
    data: { email, password: staffPassword, roles, name: email.split('@')[0] },
  })
  expect(created.status(), `create ${email}`).toBe(201)
  return { id: ((await created.json()) as { doc: { id: number } }).doc.id, email, password: staffPassword }
}

export const staffEmail = (role: Role | 'none') => `${role}.e2e@example.com`

export function ensureStaff(request: APIRequestContext, role: Role): Promise<Account> {
  return ensureUser(request, staffEmail(role), [role])
}

/** Signs in through Payload's login form and waits for the admin to open (the browser's own sign-in). */
export async function signInWithForm(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await oneSignInAtATime(account.email, async () => {
    const answered = page.waitForResponse((response) => response.url().includes('/api/users/login'))
    await page.locator('form button[type="submit"]').click()
    await answered
  })
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'))
}

/**
 * A signed-in browser without the login form: the one sign-in over HTTP, its session cookie put
 * in the page's browser; the next admin page the test opens is the user's. The form itself is
 * signed in with by its own tests (admin-login.spec.ts, and the admin's language after signing
 * in, admin-editor.spec.ts); every other test skips its two admin page loads (the login page and
 * the dashboard it leads to).
 */
export async function signedIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const { cookie } = await oneSignInAtATime(account.email, () => signIn(siteUrl, account))
  const split = cookie.indexOf('=')
  await page
    .context()
    .addCookies([
      { name: cookie.slice(0, split), value: cookie.slice(split + 1), url: siteUrl, httpOnly: true, sameSite: 'Lax' },
    ])
}

/** The collections and globals in the admin nav, by slug (globals as `global-<slug>`). */
export async function navEntries(page: Page): Promise<string[]> {
  await page.goto('/admin')
  const links = page.locator('.nav__link[id^="nav-"]')
  await expect(links.first()).toBeAttached()
  const ids = await links.evaluateAll((elements) => elements.map((element) => element.id.replace(/^nav-/, '')))
  return ids.sort()
}

export type SubmissionSpec = {
  departments?: { key: string; name: { uk: string; en: string } }[]
  messages?: {
    company: string
    name: string
    email: string
    depart: string
    department: string
    status?: string
    createdAt?: string
    message?: string
  }[]
  cvs?: { name: string; email: string; status?: string; vacancy?: string }[]
}

/** Stores submissions in the e2e server's database (tests/e2e/support/submissions.ts). */
export function storeSubmissions(spec: SubmissionSpec): { messages: number[]; cvs: number[] } {
  const port = Number(new URL(siteUrl).port)
  const started = Date.now()
  let output: string
  try {
    output = execFileSync(
      process.execPath,
      [...payloadScriptArgs, path.join('tests', 'e2e', 'support', 'submissions.ts'), JSON.stringify(spec)],
      {
        env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, EMBEDDED_PG_PORT: String(54400 + (port % 100)) },
        encoding: 'utf8',
      },
    )
  } catch (error) {
    // Should it end without a word (as it did with exit status 13 before src/server/payloadScript.mjs), say how it ended.
    const { status, signal, stdout, stderr } = error as Record<string, string | number | null | undefined>
    throw new Error(
      `the submissions fixture ended with status ${status ?? '-'}, signal ${signal ?? '-'} after ${Date.now() - started} ms; stdout: ${String(stdout ?? '').slice(-500) || '(empty)'}; stderr: ${String(stderr ?? '').slice(-1500) || '(empty)'}`,
      { cause: error },
    )
  }
  return JSON.parse(output.trim().split('\n').pop() || '{}')
}

/** scheme://host:port of an address. */
export function baseURLOf(address: string): string {
  return new URL(address).origin
}
