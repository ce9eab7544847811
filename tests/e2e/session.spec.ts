import { expect, test } from '../support/site'

/** SPEC §4/§7 session. The `me` answers are faked in the browser; the endpoint has its own tests. */

test('with a stored token the app calls GET /api/me with a bearer header and stores the user', async ({ page }) => {
  let authorization: string | undefined
  await page.route('**/api/me', (route) => {
    authorization = route.request().headers().authorization
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data: { id: 7, email: 'editor@example.com' } }),
    })
  })
  await page.addInitScript((token) => window.localStorage.setItem('auth-token', token), 'token-123')
  await page.goto('/b2b')
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('user'))).toContain('editor@example.com')
  expect(authorization).toBe('Bearer token-123')
  expect(await page.evaluate(() => window.localStorage.getItem('auth-token'))).toBe('token-123')
})

test('when the me call fails the stored user and token are removed', async ({ page }) => {
  await page.route('**/api/me', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }))
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1')
      window.localStorage.setItem('auth-token', 'stale')
      window.localStorage.setItem('user', '{"id":1}')
    }
  })
  await page.goto('/b2b')
  await expect
    .poll(() => page.evaluate(() => [window.localStorage.getItem('auth-token'), window.localStorage.getItem('user')]))
    .toEqual([null, null])
  await expect(page).toHaveURL(/\/b2b$/)
})

test('a 401 from the API sends the user to /admin/login (and clears the session)', async ({ page }) => {
  await page.route('**/api/me', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"errors":[{"message":"Unauthorized"}]}' }),
  )
  await page.addInitScript(() => {
    if (location.pathname !== '/admin/login') window.localStorage.setItem('auth-token', 'expired')
  })
  await page.goto('/b2b')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('without a token no me call is made', async ({ page }) => {
  let calls = 0
  await page.route('**/api/me', (route) => {
    calls++
    return route.fulfill({ status: 401, body: '{}' })
  })
  await page.goto('/b2b')
  await page.waitForLoadState('networkidle')
  expect(calls).toBe(0)
})
