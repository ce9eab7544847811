import type { Page, Route } from '@playwright/test'

import { expect, hydrated, test } from '../support/site'

/**
 * The panel's 200/422/failure paths. The answers are faked in the browser with page.route:
 * these tests are about what the visitor sees; the endpoint itself is tested by the API suite.
 */
test.use({ viewport: { width: 1280, height: 900 } })

const endpoint = '**/api/landing/send-message'

async function openPanel(page: Page) {
  await page.goto('/')
  await hydrated(page)
  await page.getByTestId('header-contact').click()
  const panel = page.getByTestId('contact-panel')
  await expect(panel).toBeVisible()
  return panel
}

async function fillValid(page: Page) {
  const panel = page.getByTestId('contact-panel')
  await panel.getByLabel(/Компанія/).fill('ТОВ «Тест»')
  await panel.getByLabel(/Ваше ім’я/).fill('Олена')
  await panel.getByLabel(/Робочий e-mail/).fill('olena@example.com')
  await panel.getByLabel(/Телефон/).fill('+380 44 123 45 67')
  await panel.getByLabel(/Повідомлення/).fill('Потрібно 50 планшетів')
  await panel.locator('select').selectOption('sales')
  await panel.getByRole('checkbox').check()
}

test('the panel sits at the bottom right, at most 560 px wide, with title, subtitle and the SPEC fields', async ({
  page,
}) => {
  const panel = await openPanel(page)
  const box = (await panel.boundingBox())!
  expect(box.width).toBeLessThanOrEqual(560)
  expect(Math.round(box.x + box.width)).toBeGreaterThan(1280 - 40)
  expect(Math.round(box.y + box.height)).toBeGreaterThan(900 - 40)
  await expect(panel.getByRole('heading', { level: 2 })).toBeVisible()
  for (const name of ['company', 'name', 'email', 'phone'])
    await expect(panel.locator(`input[name="${name}"]`)).toHaveAttribute('placeholder', /\*$/)
  await expect(panel.locator('textarea[name="message"]')).toBeVisible()
  await expect(panel.getByText('Обробляйте — я погоджуюсь із політикою конфіденційності!')).toBeVisible()
  const options = panel.locator('select option')
  await expect(options.first()).toHaveAttribute('value', '')
  await expect(panel.locator('select option[value="freshStart"]')).toHaveCount(0)
  expect(await options.count()).toBe(7)
  // The honeypot is neither seen nor heard.
  const honeypot = panel.locator('input[name="website"]')
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(panel.locator('[aria-hidden="true"] input[name="website"]')).toHaveCount(1)
  expect((await honeypot.boundingBox())!.x).toBeLessThan(-1000)
})

test('a 200 shows the overlay while sending, then the success check with the SPEC message', async ({ page }) => {
  let body: Record<string, unknown> = {}
  let release: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (release = resolve))
  await page.route(endpoint, async (route: Route) => {
    body = route.request().postDataJSON() as Record<string, unknown>
    await answered
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true, id: 1 }) })
  })
  await openPanel(page)
  await fillValid(page)
  await page.getByTestId('contact-panel').getByRole('button', { name: 'Надіслати' }).click()
  const overlay = page.getByTestId('loading-overlay')
  await expect(overlay).toBeVisible()
  await expect(overlay.getByText('Завантаження...')).toBeAttached()
  release()
  await expect(overlay).toBeHidden()
  await expect(page.getByTestId('contact-success')).toContainText('Меседж успішно відправлено!')
  expect(body).toMatchObject({
    company: 'ТОВ «Тест»',
    name: 'Олена',
    email: 'olena@example.com',
    phone: '+380 44 123 45 67',
    depart: 'sales',
    accept: true,
    locale: 'uk',
    website: '',
  })
  expect(typeof body.title).toBe('string')
  expect(body.department).toBeTruthy()
  expect(body.pageUrl).toContain('/')
})

test('the English panel says so in English', async ({ page }) => {
  await page.route(endpoint, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":2}' }),
  )
  await page.goto('/en')
  await hydrated(page)
  await page.getByTestId('header-contact').click()
  const panel = page.getByTestId('contact-panel')
  await expect(panel.getByText("Process it - I'm cool with the privacy policy!")).toBeVisible()
  await panel.getByLabel(/Company/).fill('Acme')
  await panel.getByLabel(/Your name/).fill('Ann')
  await panel.getByLabel(/Work e-mail/).fill('ann@example.com')
  await panel.getByLabel(/Phone/).fill('+44 20 7946 0000')
  await panel.getByRole('checkbox').check()
  await panel.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByTestId('contact-success')).toContainText('Message successfully sent!')
})

test('a 422 puts each message under its field in red with an icon, and focusing the field clears it', async ({
  page,
}) => {
  await page.route(endpoint, (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: { email: ['Ця адреса вже в чорному списку'], phone: ['Номер не обслуговується'] },
      }),
    }),
  )
  const panel = await openPanel(page)
  await fillValid(page)
  await panel.getByRole('button', { name: 'Надіслати' }).click()
  const emailError = panel.locator('#contact-panel-email-error')
  await expect(emailError).toHaveText('Ця адреса вже в чорному списку')
  await expect(emailError.locator('svg')).toHaveCount(1)
  expect(await emailError.evaluate((node) => getComputedStyle(node).color)).toMatch(/rgb\((18[5-9]|19\d|2\d\d), /)
  await expect(panel.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true')
  await expect(panel.locator('#contact-panel-phone-error')).toHaveText('Номер не обслуговується')
  await expect(page.getByTestId('loading-overlay')).toBeHidden()
  await panel.locator('input[name="email"]').focus()
  await expect(emailError).toHaveCount(0)
  await expect(panel.locator('#contact-panel-phone-error')).toHaveCount(1)
})

test('any other failure removes the overlay, logs, notifies and keeps everything typed', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
  await page.route(endpoint, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  )
  const panel = await openPanel(page)
  await fillValid(page)
  await panel.getByRole('button', { name: 'Надіслати' }).click()
  const notification = page.getByTestId('notification')
  await expect(notification).toHaveAttribute('data-type', 'error')
  await expect(page.getByTestId('loading-overlay')).toBeHidden()
  await expect(panel.locator('input[name="company"]')).toHaveValue('ТОВ «Тест»')
  await expect(panel.locator('textarea[name="message"]')).toHaveValue('Потрібно 50 планшетів')
  await expect(panel.getByRole('checkbox')).toBeChecked()
  expect(logged.some((line) => line.includes('send-message failed'))).toBe(true)
})

test('client validation with the shared rules stops an incomplete form before sending', async ({ page }) => {
  let sent = 0
  await page.route(endpoint, (route) => {
    sent++
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":3}' })
  })
  const panel = await openPanel(page)
  await panel.getByLabel(/Робочий e-mail/).fill('not-an-email')
  await panel.getByRole('button', { name: 'Надіслати' }).click()
  await expect(panel.locator('#contact-panel-company-error')).toHaveText("Обов'язкове поле")
  await expect(panel.locator('#contact-panel-email-error')).toHaveText('Вкажіть коректну e-mail адресу')
  await expect(panel.locator('#contact-panel-accept-error')).toBeVisible()
  expect(sent).toBe(0)
})

test('footer links preset the department and lock the selector; closing resets both', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const links = page.getByTestId('footer-contact')
  const departments = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-department')))
  expect(departments).toEqual(expect.arrayContaining(['sales', 'inquiry']))
  expect(departments.some((key) => key === 'purchase_new' || key === 'purchase_used')).toBe(true)
  let body: Record<string, unknown> = {}
  await page.route(endpoint, (route) => {
    body = route.request().postDataJSON() as Record<string, unknown>
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":4}' })
  })
  await page.locator('[data-testid="footer-contact"][data-department="inquiry"]').click()
  const panel = page.getByTestId('contact-panel')
  await expect(panel).toHaveAttribute('data-depart', 'inquiry')
  await expect(panel).toHaveAttribute('data-locked', 'true')
  await expect(panel.locator('select')).toHaveCount(0)
  await panel.getByLabel(/Компанія/).fill('ТОВ «Тест»')
  await panel.getByLabel(/Ваше ім’я/).fill('Олена')
  await panel.getByLabel(/Робочий e-mail/).fill('olena@example.com')
  await panel.getByLabel(/Телефон/).fill('+380441234567')
  await panel.getByRole('checkbox').check()
  await panel.getByRole('button', { name: 'Надіслати' }).click()
  await expect(page.getByTestId('contact-success')).toBeVisible()
  expect(body.depart).toBe('inquiry')
  await panel.getByRole('button', { name: 'Закрити форму зв’язку' }).click()
  await expect(panel).toBeHidden()
  await page.getByTestId('header-contact').click()
  await expect(page.getByTestId('contact-panel')).toHaveAttribute('data-locked', 'false')
  await expect(page.getByTestId('contact-panel')).toHaveAttribute('data-depart', '')
  await expect(page.getByTestId('contact-panel').locator('select')).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('contact-panel')).toBeHidden()
})
