import type { CollectionSlug, Endpoint, FlattenedField, PayloadRequest, Where } from 'payload'
import { APIError } from 'payload'
import { mergeListSearchAndWhere, transformColumnsToPreferences } from 'payload/shared'
import { getTranslation } from '@payloadcms/translations'

import { adminText } from '@/i18n/adminMessages'
import { noStore } from '@/lib/landing/request'
import { toCsv } from './csv'

/** Dates as people in the company read them: the office's time zone, sortable. */
const timeZone = process.env.ADMIN_TIME_ZONE || 'Europe/Kyiv'
const maxRows = 50_000

type Doc = Record<string, unknown>

function formatDate(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  // sv-SE formats as "2026-11-22 14:05", which every spreadsheet program parses as a date.
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(date)
}

function cell(field: FlattenedField, value: unknown, req: PayloadRequest): string {
  if (value === null || value === undefined) return ''
  switch (field.type) {
    case 'date':
      return formatDate(value)
    case 'select':
    case 'radio': {
      const labelOf = (item: unknown) => {
        const option = field.options.find(
          (candidate) => (typeof candidate === 'string' ? candidate : candidate.value) === item,
        )
        if (!option || typeof option === 'string') return String(item)
        return String(getTranslation(option.label as Parameters<typeof getTranslation>[0], req.i18n))
      }
      return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value)
    }
    case 'checkbox':
      return value ? '✓' : ''
    case 'relationship':
    case 'upload': {
      const items = Array.isArray(value) ? value : [value]
      return items
        .map((item) => {
          if (!item || typeof item !== 'object') return String(item ?? '')
          const related = req.payload.collections[field.relationTo as CollectionSlug]?.config
          const titleField = related?.admin?.useAsTitle ?? 'id'
          return String((item as Doc)[titleField] ?? (item as Doc).id ?? '')
        })
        .join(', ')
    }
    case 'text':
    case 'textarea':
    case 'email':
    case 'number':
    case 'code':
      return String(value)
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
}

/** The list's visible columns: from the address, else the user's saved list preferences, else the defaults. */
async function listColumns(req: PayloadRequest, slug: CollectionSlug, defaults: string[]): Promise<string[]> {
  const fromQuery = transformColumnsToPreferences(req.query.columns as string | undefined)
  let columns = fromQuery
  if (!columns && req.user) {
    const { docs } = await req.payload.find({
      collection: 'payload-preferences',
      where: {
        and: [
          { key: { equals: `collection-${slug}` } },
          { 'user.relationTo': { equals: req.user.collection } },
          { 'user.value': { equals: req.user.id } },
        ],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const value = docs[0]?.value as { columns?: { accessor: string; active: boolean }[] } | undefined
    columns = value?.columns
  }
  if (!columns?.length) return defaults
  return columns.filter((column) => column.active).map((column) => column.accessor)
}

function badRequest(req: PayloadRequest, status: number, key: 'badQuery' | 'forbidden' | 'unauthorized'): Response {
  return Response.json({ errors: [{ message: adminText(req.i18n?.language, key) }] }, { status, headers: noStore })
}

/**
 * GET /api/<collection>/export.csv: the list as staff see it (the same `where`, `search`,
 * `sort` and visible columns as the admin list's address), then the `extra` fields, as a
 * UTF-8 CSV with BOM. Read access is the collection's own, on behalf of the signed-in user.
 */
export function csvExportEndpoint(slug: CollectionSlug, extra: string[]): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return badRequest(req, 401, 'unauthorized')
      const config = req.payload.collections[slug].config
      const { where, search, sort } = req.query
      if (
        (where !== undefined && (typeof where !== 'object' || Array.isArray(where))) ||
        (search !== undefined && typeof search !== 'string')
      ) {
        return badRequest(req, 400, 'badQuery')
      }
      const visible = await listColumns(req, slug, config.admin.defaultColumns ?? ['id'])
      const names = [...visible, ...extra.filter((name) => !visible.includes(name))]
      const named = names
        .map((name) => config.flattenedFields.find((field) => field.name === name))
        .filter((field): field is FlattenedField => Boolean(field))
      // A column the user may not read (recipient addresses for sales) is left out, not left empty.
      const readable = await Promise.all(
        named.map(async (field) => !field.access?.read || (await field.access.read({ req }))),
      )
      const fields = named.filter((_, index) => readable[index])
      try {
        const result = await req.payload.find({
          collection: slug,
          where: mergeListSearchAndWhere({
            collectionConfig: config,
            search: (search as string | undefined) ?? '',
            where: where as Where | undefined,
          }),
          sort: typeof sort === 'string' && sort ? sort : (config.defaultSort as string | undefined),
          limit: maxRows,
          pagination: false,
          depth: 1,
          locale: req.locale,
          overrideAccess: false,
          user: req.user,
          req,
        })
        const header = fields.map((field) => String(getTranslation(field.label || field.name, req.i18n)))
        const rows = result.docs.map((doc) =>
          fields.map((field) => cell(field, (doc as unknown as Doc)[field.name], req)),
        )
        const day = new Date().toISOString().slice(0, 10)
        return new Response(toCsv([header, ...rows]), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${slug}-${day}.csv"`,
            ...noStore,
          },
        })
      } catch (error) {
        if (error instanceof APIError && error.status === 403) return badRequest(req, 403, 'forbidden')
        if (error instanceof APIError && error.status < 500) return badRequest(req, 400, 'badQuery')
        throw error
      }
    },
  }
}
