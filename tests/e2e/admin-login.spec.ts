import { expect, test } from '@playwright/test'

import { adminToken, auth, baseURLOf, ensureUser, storeSubmissions } from './support/admin'

/**
 * Login protection (issue 5): at most 5 failed attempts, then a 10-minute lock; session
 * cookies SameSite=Lax and HttpOnly; the cookie works only for the site's own origin.
 */
// Staff work in Ukrainian: the browser asks for it, so Payload's admin answers in it.
test.use({ locale: 'uk-UA' })

test('five failed logins lock the account for ten minutes, even against the right password', async ({ page, request }) => {
  const account = await ensureUser(request, 'lockout.e2e@example.com', ['editor'])
  await page.goto('/admin/login')
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.locator('#field-email').fill(account.email)
    await page.locator('#field-password').fill(`wrong-password-${attempt}`)
    const answer = page.waitForResponse((response) => response.url().includes('/api/users/login'))
    await page.locator('form button[type="submit"]').click()
    expect((await answer).status(), `attempt ${attempt}`).toBe(401)
  }
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  const locked = page.waitForResponse((response) => response.url().includes('/api/users/login'))
  await page.locator('form button[type="submit"]').click()
  expect((await locked).status()).toBe(401)
  await expect(page.getByText('Цей користувач заблокований через велику кількість невдалих спроб входу.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)

  const lockUntil = storeSubmissions({ lockUntilOf: [account.email] }).lockUntil[account.email]
  const lockedFor = new Date(lockUntil ?? 0).getTime() - Date.now()
  expect(lockedFor).toBeGreaterThan(9 * 60_000)
  expect(lockedFor).toBeLessThanOrEqual(10 * 60_000)

  // An admin may lift the lock; then the right password works again.
  const token = await adminToken(request)
  expect((await request.post('/api/users/unlock', { headers: auth(token), data: { email: account.email } })).ok()).toBe(true)
  expect((await request.post('/api/users/login', { data: { email: account.email, password: account.password } })).status()).toBe(200)
})

test('the session cookie is HttpOnly and SameSite=Lax', async ({ request }) => {
  const account = await ensureUser(request, 'cookie.e2e@example.com', ['sales'])
  const response = await request.post('/api/users/login', { data: { email: account.email, password: account.password } })
  const cookie = response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('payload-token='))
  expect(cookie?.value).toMatch(/HttpOnly/i)
  expect(cookie?.value).toMatch(/SameSite=Lax/i)
})

test('a foreign origin can neither use the session cookie nor read the API across origins', async ({ browser, request }) => {
  const account = await ensureUser(request, 'csrf.e2e@example.com', ['sales'])
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'))
  const own = baseURLOf(page.url())

  // The browser's own requests carry the cookie and the site's origin: signed in.
  const same = await context.request.get('/api/users/me', { headers: { Origin: own } })
  expect(((await same.json()) as { user: { email: string } | null }).user?.email).toBe(account.email)
  // The same cookie sent from another site's page is ignored: not signed in.
  const foreign = await context.request.get('/api/users/me', { headers: { Origin: 'https://attacker.example' } })
  expect(((await foreign.json()) as { user: unknown }).user).toBeNull()
  const write = await context.request.patch(`/api/contact-forms/1`, { headers: { Origin: 'https://attacker.example' }, data: { notes: 'x' } })
  expect([401, 403, 404]).toContain(write.status())
  // CORS: the API never allows another origin to read its answers.
  const preflight = await context.request.fetch('/api/users/me', { method: 'OPTIONS', headers: { Origin: 'https://attacker.example', 'Access-Control-Request-Method': 'GET' } })
  expect(preflight.headers()['access-control-allow-origin'] ?? '').not.toBe('https://attacker.example')
  expect(foreign.headers()['access-control-allow-origin'] ?? '').not.toBe('https://attacker.example')
  expect(same.headers()['access-control-allow-origin']).toBe(own)
  await context.close()
})
