'use client'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'
import { useCallback } from 'react'

type Props = { label: string; exitLabel: string }

/**
 * Shown only while an editor previews drafts. Re-renders the page on the server whenever the
 * admin saves or autosaves (Payload posts a document event to this frame), and offers a way
 * back to the published site.
 */
export default function PreviewBarClient({ label, exitLabel }: Props) {
  const router = useRouter()
  const pathname = usePathname()
  const refresh = useCallback(() => router.refresh(), [router])
  // The admin that opened this frame is this very site (same origin).
  const serverURL = typeof window === 'undefined' ? '' : window.location.origin
  return (
    // Fixed bottom-left, clear of the fixed site header and of the contact button on the right.
    <div
      role="status"
      className="fixed bottom-4 left-4 z-[70] flex max-w-[calc(100vw-2rem)] items-center gap-4 rounded-lg bg-amber-300 px-4 py-2 text-sm text-black shadow-lg"
    >
      <span>{label}</span>
      <a className="underline" href={`/api/preview/exit?path=${encodeURIComponent(pathname)}`}>
        {exitLabel}
      </a>
      {serverURL ? <RefreshRouteOnSave refresh={refresh} serverURL={serverURL} /> : null}
    </div>
  )
}
