'use client'

import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react'

import type { DeferredFormProps } from './draft'

/**
 * A form whose code (react-hook-form, the validation schemas: about 15 KB) is not part of the
 * page's first load. The server renders it as usual and the visitor sees and fills a normal
 * form; its code is fetched on the first sign of use (a touch, a click, focus, a key) and then
 * takes over what was typed. A submit made before that is held by the inline guard
 * (deferredFormGuard.ts) and sent as soon as the code is live. Rendered in the browser (a page
 * reached by client-side navigation), the code loads at once.
 */
export function deferredForm<P extends object>(
  load: () => Promise<ComponentType<P & DeferredFormProps>>,
): ComponentType<P> {
  let requested: (() => void) | undefined
  // On the server the form renders straight away.
  const intent =
    typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (requested = resolve))
  const Form = lazy(async () => {
    await intent
    return { default: await load() }
  })

  function DeferredForm(props: P) {
    const box = useRef<HTMLDivElement>(null)

    useEffect(() => {
      const root = box.current
      if (!root) return
      let observer: MutationObserver | undefined
      // The visitor already reached for the form: load now; otherwise when the inline guard marks
      // the first sign of use.
      const awaitIntent = (form: HTMLFormElement) => {
        if (form.hasAttribute('data-intent')) return void requested?.()
        observer = new MutationObserver(() => requested?.())
        observer.observe(form, { attributeFilter: ['data-intent'] })
      }
      const form = root.querySelector('form')
      if (form) awaitIntent(form)
      else if (root.querySelector('template')) {
        // The server's form is on the page but not in place yet: React's streaming script moves
        // it here on a coming frame (a Suspense boundary still marked by its <template>).
        observer = new MutationObserver(() => {
          const revealed = root.querySelector('form')
          if (!revealed) return
          observer?.disconnect()
          awaitIntent(revealed)
        })
        observer.observe(root, { childList: true, subtree: true })
      }
      // Nothing server-rendered to keep (a page reached by client-side navigation): load now.
      else requested?.()
      return () => observer?.disconnect()
    }, [])

    const onReady = useCallback(() => {
      const form = box.current?.querySelector('form')
      if (!form) return
      form.setAttribute('data-live', '')
      if (!form.hasAttribute('data-pending-submit')) return
      form.removeAttribute('data-pending-submit')
      form.requestSubmit()
    }, [])

    return (
      <div ref={box} className="contents">
        <Suspense fallback={null}>
          <Form {...props} onReady={onReady} />
        </Suspense>
      </div>
    )
  }
  return DeferredForm
}
