/** The brand mark: an emerald tile with a stylised device and the site's name beside it. */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  const [first, ...rest] = name.split(' ')
  return (
    <span className={`flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--primary)" />
        <rect x="10" y="6" width="12" height="20" rx="3" fill="none" stroke="var(--on-primary)" strokeWidth="2.2" />
        <path d="M14 22h4" stroke="var(--on-primary)" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="text-lg font-extrabold leading-none tracking-tight">
        {first}
        {rest.length ? <span className="text-primary"> {rest.join(' ')}</span> : null}
      </span>
    </span>
  )
}
