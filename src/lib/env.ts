/** A whole number above zero from an environment variable, else `fallback` (unset, 0, negative, `abc`, `1.5`). */
export function positive(value: string | undefined, fallback: number): number {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}
