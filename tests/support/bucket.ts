import fs from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'

import type { Media } from '@/payload-types'
import type { TestS3 } from '../../tools/cluster/s3'
import { httpRequest } from './http'
import type { TestServer } from './server'

/** Every file under a folder (relative paths); none for a folder that does not exist. */
export function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(folder, entry)).isFile())
    .sort()
}

/** The picture addresses a page's HTML names: next/image's and the file route's. */
function pictureAddresses(html: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)) {
    for (const candidate of match[1]!.split(',')) {
      const address = candidate.trim().split(/\s+/)[0]!.replace(/&amp;/g, '&')
      if (address.startsWith('/_next/image') || address.startsWith('/api/media/file/')) found.add(address)
    }
  }
  return [...found]
}

/** The bucket keys of a media document's file and sizes. */
export function keysOf(media: Media): string[] {
  return [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)]
    .filter(Boolean)
    .map((name) => `media/${name}`)
}

/** Every seeded media document has its file and sizes in the bucket, and the home page's pictures answer. */
export async function expectSeededPicturesInBucket(server: TestServer, s3: TestS3): Promise<void> {
  const list = await httpRequest(`${server.url}/api/media?limit=200&depth=0`)
  const { docs } = list.json as { docs: Media[] }
  expect(docs.length).toBeGreaterThan(20)
  const stored = new Set((await s3.objects('media/')).map((object) => object.key))
  const expected = docs.flatMap(keysOf)
  expect(expected.filter((key) => !stored.has(key))).toEqual([])

  const home = await httpRequest(`${server.url}/`)
  expect(home.status).toBe(200)
  const addresses = pictureAddresses(home.text)
  expect(addresses.length).toBeGreaterThan(3)
  for (const address of addresses.slice(0, 6)) {
    const picture = await httpRequest(`${server.url}${address}`, { headers: { Accept: 'image/webp,image/*' } })
    expect(picture.status, address).toBe(200)
    expect(picture.headers['content-type'], address).toMatch(/^image\//)
    expect(picture.body.length, address).toBeGreaterThan(100)
  }
}
