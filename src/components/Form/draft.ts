/** A deferred form calls `onReady` once it is live (its effects have run); see deferredForm. */
export type DeferredFormProps = { onReady?: () => void }
export type FormDraft = Record<string, string | boolean | FileList>

/**
 * What the visitor has already typed, chosen or ticked in the server-rendered form with this
 * test id, by field name: the form starts from it when its code arrives (read during that
 * first render, before React touches the page), so not a keystroke is lost.
 */
export function readDraft(testId: string): FormDraft {
  const draft: FormDraft = {}
  if (typeof document === 'undefined') return draft
  const form = document.querySelector(`form[data-testid="${testId}"]`)
  if (!(form instanceof HTMLFormElement)) return draft
  for (const element of form.elements) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) ||
      !element.name
    )
      continue
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.checked) draft[element.name] = true
    } else if (element instanceof HTMLInputElement && element.type === 'file') {
      if (element.files?.length) draft[element.name] = element.files
    } else if (element.value) {
      draft[element.name] = element.value
    }
  }
  return draft
}
