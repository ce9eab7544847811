import { describe, expect, it } from 'vitest'

import { trimmedSources } from '@/components/Media/MediaImage'

const set = (widths: number[]) => widths.map((w) => `/_next/image?url=x&w=${w}&q=75 ${w}w`).join(', ')

describe('a picture lists no candidate wider than its file', () => {
  it('keeps the candidates up to the first one at least as wide as the file, and points src at it', () => {
    const trimmed = trimmedSources(
      set([256, 384, 640, 750, 828, 1080, 1920, 3840]),
      '/_next/image?url=x&w=3840&q=75',
      768,
    )
    expect(trimmed.srcSet).toBe(set([256, 384, 640, 750, 828]))
    expect(trimmed.src).toBe('/_next/image?url=x&w=828&q=75')
  })

  it('leaves a set that never reaches the file’s width, and a picture without one, as they are', () => {
    expect(trimmedSources(set([640, 828]), '/s', 4000)).toEqual({
      srcSet: set([640, 828]),
      src: '/_next/image?url=x&w=828&q=75',
    })
    expect(trimmedSources(undefined, '/plain.png', 300)).toEqual({ srcSet: undefined, src: '/plain.png' })
  })
})
