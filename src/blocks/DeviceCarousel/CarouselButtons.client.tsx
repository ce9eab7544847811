'use client'

import { ChevronLeftIcon, ChevronRightIcon } from '@/components/Icons/Icons'

export function CarouselButtons({ listId, previous, next }: { listId: string; previous: string; next: string }) {
  const scroll = (direction: 1 | -1) => {
    const list = document.getElementById(listId)
    list?.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' })
  }
  const button =
    'flex size-11 items-center justify-center rounded-full border border-line hover:border-primary hover:text-primary'
  return (
    <div className="hidden shrink-0 gap-2 sm:flex">
      <button type="button" aria-controls={listId} aria-label={previous} onClick={() => scroll(-1)} className={button}>
        <ChevronLeftIcon className="size-5" />
      </button>
      <button type="button" aria-controls={listId} aria-label={next} onClick={() => scroll(1)} className={button}>
        <ChevronRightIcon className="size-5" />
      </button>
    </div>
  )
}
