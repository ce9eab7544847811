import { expect, test } from '@playwright/test'

import {
  admin,
  adminToken,
  auth,
  ensureStaff,
  ensureUser,
  navEntries,
  signedIn,
  staffEmail,
  storeSubmissions,
  tokenFor,
} from './support/admin'

/**
 * ARCHITECTURE.md, who may do what: each role sees exactly its part of the admin, and a
 * document outside it cannot be opened by its address.
 */
// Staff work in Ukrainian: the browser asks for it, so Payload's admin answers in it.
test.use({ locale: 'uk-UA' })

// Editors also manage the redirect rules of old addresses (issue 6, @payloadcms/plugin-redirects).
const content = [
  'grades',
  'media',
  'pages',
  'posts',
  'redirects',
  'reviews',
  'vacancies',
  'global-footer',
  'global-header',
  'global-site-settings',
]
const expectedNav: Record<'admin' | 'editor' | 'hr' | 'sales', string[]> = {
  // …and, for admins only, erasure on request (issue 25: /admin/erasure).
  admin: [...content, 'contact-forms', 'cv-submissions', 'departments', 'erasure', 'users'].sort(),
  editor: [...content].sort(),
  hr: ['cv-submissions', 'vacancies'],
  sales: ['contact-forms'],
}

let messageId: number
let cvId: number

test.beforeAll(async ({ request }) => {
  await adminToken(request)
  for (const role of ['editor', 'hr', 'sales'] as const) await ensureStaff(request, role)
  const stored = storeSubmissions({
    messages: [
      {
        company: 'ТОВ Ролі',
        name: 'Степан',
        email: 'stepan@roles.example',
        depart: 'sales',
        department: 'Відділ продажів',
      },
    ],
    cvs: [{ name: 'Кандидатка Ролі', email: 'candidate@roles.example' }],
  })
  messageId = stored.messages[0]
  cvId = stored.cvs[0]
})

for (const role of ['admin', 'editor', 'hr', 'sales'] as const) {
  test(`${role} sees exactly the menu entries of the role table`, async ({ page }) => {
    await signedIn(page, role === 'admin' ? admin : { email: staffEmail(role), password: 'staff-password-e2e-1' })
    expect(await navEntries(page)).toEqual(expectedNav[role])
  })
}

test('an editor creates posts but cannot open a contact message or a user by its address', async ({ page }) => {
  await signedIn(page, { email: staffEmail('editor'), password: 'staff-password-e2e-1' })
  await page.goto('/admin/collections/posts')
  await expect(page.locator('a[href="/admin/collections/posts/create"]').first()).toBeVisible()
  await page.goto(`/admin/collections/contact-forms/${messageId}`)
  await expect(page).not.toHaveURL(new RegExp(`/contact-forms/${messageId}$`))
  await expect(page.getByText('stepan@roles.example')).toHaveCount(0)
  await page.goto('/admin/collections/users')
  await expect(page.locator('.collection-list')).toHaveCount(0)
})

test('HR reads vacancies without editing them, works on CVs, and cannot open a contact message', async ({ page }) => {
  await signedIn(page, { email: staffEmail('hr'), password: 'staff-password-e2e-1' })
  await page.goto('/admin/collections/vacancies')
  await expect(page.locator('.collection-list')).toBeVisible()
  await expect(page.locator('a[href="/admin/collections/vacancies/create"]')).toHaveCount(0)
  await page.goto(`/admin/collections/cv-submissions/${cvId}`)
  await expect(page.locator('#field-name')).toHaveValue('Кандидатка Ролі')
  await page.goto(`/admin/collections/contact-forms/${messageId}`)
  await expect(page).not.toHaveURL(new RegExp(`/contact-forms/${messageId}$`))
  await expect(page.getByText('stepan@roles.example')).toHaveCount(0)
})

test('sales work on contact messages, cannot create one, and cannot open a CV by its address', async ({ page }) => {
  await signedIn(page, { email: staffEmail('sales'), password: 'staff-password-e2e-1' })
  await page.goto('/admin/collections/contact-forms')
  await expect(page.locator('.collection-list')).toBeVisible()
  await expect(page.locator('a[href="/admin/collections/contact-forms/create"]')).toHaveCount(0)
  await page.goto(`/admin/collections/cv-submissions/${cvId}`)
  await expect(page).not.toHaveURL(new RegExp(`/cv-submissions/${cvId}$`))
  await expect(page.getByText('Кандидатка Ролі')).toHaveCount(0)
})

test('a signed-in user without a staff role cannot open the admin', async ({ page, request }) => {
  const account = await ensureUser(request, staffEmail('none'), [])
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/(unauthorized|login)/)
  await page.goto('/admin/collections/posts')
  await expect(page).toHaveURL(/\/admin\/(unauthorized|login)/)
  await expect(page.locator('.collection-list')).toHaveCount(0)
})

test('a user cannot raise their own role, in the admin or through the REST API', async ({ page, request }) => {
  const editor = await ensureStaff(request, 'editor')
  await signedIn(page, editor)
  await page.goto('/admin/account')
  await expect(page.locator('#field-email')).toBeVisible()
  // The roles field is shown but not editable for anyone but an admin.
  await expect(page.locator('#field-roles .rs__control')).toHaveAttribute('aria-disabled', 'true')

  const token = await tokenFor(editor.email, editor.password)
  await request.patch(`/api/users/${editor.id}`, { headers: auth(token), data: { roles: ['admin'] } })
  const me = await request.get('/api/users/me', { headers: auth(token) })
  expect(((await me.json()) as { user: { roles: string[] } }).user.roles).toEqual(['editor'])
  // Managing other accounts is for admins only.
  const other = await request.get('/api/users?limit=100', { headers: auth(token) })
  expect(((await other.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)).toEqual([editor.id])
})
