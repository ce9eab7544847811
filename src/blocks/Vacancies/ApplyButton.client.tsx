'use client'

/** Chooses the vacancy in the CV form and brings the form into view. */
export function ApplyButton({ vacancyId, label }: { vacancyId: string; label: string }) {
  const apply = () => {
    const select = document.getElementById('cv-form-vacancy') as HTMLSelectElement | null
    if (select) {
      // The prototype's setter, so React's value tracker sees a real change and the form updates.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, vacancyId)
      select.dispatchEvent(new Event('change', { bubbles: true }))
    }
    document.getElementById('apply')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    document.getElementById('cv-form-name')?.focus({ preventScroll: true })
  }
  return (
    <button
      type="button"
      onClick={apply}
      className="mt-6 rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary hover:bg-primary-strong"
    >
      {label}
    </button>
  )
}
