'use client'

import { useUiStrings } from '@/components/UiStrings/context.client'
import { useEffect, useState } from 'react'

import { MoonIcon, SunIcon } from '@/components/Icons/Icons'

type Theme = 'light' | 'dark'

function currentTheme(): Theme {
  const root = document.documentElement
  if (root.classList.contains('dark')) return 'dark'
  if (root.classList.contains('light')) return 'light'
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/** Light/dark switch; the choice persists in localStorage (the inline theme script reapplies it). */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const t = useUiStrings('nav')
  const [theme, setTheme] = useState<Theme | null>(null)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the browser (URL, storage, media queries) after hydration, so the server's HTML and the first client render agree
  useEffect(() => setTheme(currentTheme()), [])

  const toggle = () => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark'
    const root = document.documentElement
    root.classList.remove('light', 'dark')
    root.classList.add(next)
    try {
      window.localStorage.setItem('theme', next)
    } catch {
      // Without storage the choice lasts for this page only.
    }
    setTheme(next)
  }

  const label = theme === 'dark' ? t('themeToLight') : t('themeToDark')
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      className={`rounded-full p-2 text-fg hover:bg-surface ${className}`}
    >
      {/* Both icons are rendered and CSS picks one, so the server markup matches any theme. */}
      <SunIcon className="hidden size-5 dark:block" />
      <MoonIcon className="size-5 dark:hidden" />
    </button>
  )
}
