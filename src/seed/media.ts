import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { defaultLocale, translations } from '@/i18n/locales'
import { localLeftover, uploadExists } from '@/lib/storage/files'
import type { L } from './bilingual'
import { pictures, videos, type MediaKey, type Picture } from './content/media'
import { forEachConcurrently, writeOptions } from './write'

/** Media ids by catalogue key, handed to every content builder. */
export type MediaIds = Record<MediaKey, number>

/** JPEG for pictures: Payload re-encodes four sizes of each, and WebP is five times slower. */

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')
const mimeTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4', webm: 'video/webm' }

async function render(picture: Picture): Promise<Buffer> {
  const image = sharp(Buffer.from(picture.svg))
  return picture.format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 84, progressive: true }).toBuffer()
}

type Source = { filename: string; alt: L; load: () => Promise<Buffer> }

/**
 * One media document per stable filename. An existing one keeps its file (re-seeding
 * renders nothing) unless the file went missing from the storage (data folder or bucket);
 * only the alt texts are rewritten.
 */
async function ensureMedia(payload: Payload, source: Source): Promise<number> {
  const { filename, alt, load } = source
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = found.docs[0]
  const file = async () => {
    const data = await load()
    return { data, name: filename, size: data.length, mimetype: mimeTypes[path.extname(filename).slice(1)] }
  }
  let id: number
  if (existing) {
    id = existing.id
    const missing = !(await uploadExists(payload, 'media', { ...existing, filename }))
    await payload.update({
      collection: 'media',
      id,
      data: { alt: alt[defaultLocale] },
      locale: defaultLocale,
      ...(missing ? { file: await file() } : {}),
      ...writeOptions(),
    })
  } else {
    // A file left behind without its document would make Payload rename the upload (-1).
    const leftover = localLeftover(payload, 'media', filename)
    if (leftover) fs.rmSync(leftover, { force: true })
    const created = await payload.create({
      collection: 'media',
      data: { alt: alt[defaultLocale] },
      locale: defaultLocale,
      file: await file(),
      ...writeOptions(),
    })
    id = created.id
  }
  for (const locale of translations)
    await payload.update({ collection: 'media', id, data: { alt: alt[locale] }, locale, ...writeOptions() })
  return id
}

/** Uploads every picture and the hero clip, a few at a time (rendering is CPU-bound). */
export async function seedMedia(payload: Payload): Promise<MediaIds> {
  const sources: [MediaKey, Source][] = [
    ...Object.entries(pictures).map(([key, picture]): [MediaKey, Source] => [
      key as MediaKey,
      { filename: picture.filename, alt: picture.alt, load: () => render(picture) },
    ]),
    ...Object.entries(videos).map(([key, video]): [MediaKey, Source] => [
      key as MediaKey,
      {
        filename: video.filename,
        alt: video.alt,
        load: async () => fs.promises.readFile(path.join(assetsDir, video.asset)),
      },
    ]),
  ]
  const ids = {} as MediaIds
  await forEachConcurrently(sources, 3, async ([key, source]) => {
    ids[key] = await ensureMedia(payload, source)
  })
  return ids
}
