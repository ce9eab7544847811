import { pdfFile } from '../support/files'
import { expect, hydrated, test } from '../support/site'

/** /careers: vacancies from the CMS and the CV form (the send-cv answers are faked in the browser). */
test.use({ viewport: { width: 1280, height: 900 } })

async function fill(page: import('@playwright/test').Page) {
  const form = page.getByTestId('cv-form')
  await form.locator('input[name="name"]').fill('Олена Коваль')
  await form.locator('input[name="email"]').fill('olena@example.com')
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfFile() })
  await form.getByRole('checkbox').check()
  return form
}

test('vacancies come from the CMS and Apply chooses one in the form', async ({ page }) => {
  await page.goto('/careers')
  await hydrated(page)
  const vacancies = page.getByTestId('vacancy')
  expect(await vacancies.count()).toBeGreaterThan(0)
  await vacancies.first().getByRole('button').first().click()
  await expect(page.locator('#cv-form-vacancy')).not.toHaveValue('')
})

test('the CV goes as multipart with the file, and a 200 shows the success message', async ({ page }) => {
  let contentType = ''
  let body = ''
  await page.route('**/api/landing/send-cv', (route) => {
    contentType = route.request().headers()['content-type'] ?? ''
    body = route.request().postDataBuffer()?.toString('latin1') ?? ''
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":1}' })
  })
  await page.goto('/en/careers')
  await hydrated(page)
  await fill(page)
  await page.getByTestId('cv-form').getByRole('button', { name: 'Send CV' }).click()
  await expect(page.getByTestId('cv-success')).toContainText('CV successfully sent!')
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
  for (const field of ['name', 'email', 'phone', 'vacancy', 'message', 'accept', 'file', 'locale', 'website'])
    expect(body).toContain(`name="${field}"`)
  expect(body).toContain('filename="cv.pdf"')
})

test('a 422 from send-cv shows the message under its field', async ({ page }) => {
  await page.route('**/api/landing/send-cv', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ errors: { file: ['Дозволені формати: PDF, DOC, DOCX, ODT, RTF'] } }),
    }),
  )
  await page.goto('/careers')
  await hydrated(page)
  await fill(page)
  await page.getByTestId('cv-form').getByRole('button', { name: 'Надіслати резюме' }).click()
  await expect(page.locator('#cv-form-file-error')).toHaveText('Дозволені формати: PDF, DOC, DOCX, ODT, RTF')
})

test('the form refuses a missing file before sending', async ({ page }) => {
  let sent = 0
  await page.route('**/api/landing/send-cv', (route) => {
    sent++
    return route.fulfill({ status: 200, body: '{}' })
  })
  await page.goto('/careers')
  await hydrated(page)
  await page.getByTestId('cv-form').getByRole('button', { name: 'Надіслати резюме' }).click()
  await expect(page.locator('#cv-form-file-error')).toHaveText('Додайте файл резюме')
  await expect(page.locator('#cv-form-name-error')).toBeVisible()
  expect(sent).toBe(0)
})
