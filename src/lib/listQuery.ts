import type { Where } from 'payload'

/**
 * The query of an admin list's address filtered by `where`, as Payload's list view reads it from
 * its address (`?where[or][0][and][0][updatedAt][less_than]=…`), with any other of its
 * parameters (`sort`, `locale`): a dashboard's link opens the very list it counted.
 */
export function listQuery(where: Where, parameters: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  const add = (value: unknown, key: string) => {
    if (value !== null && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) add(inner, `${key}[${name}]`)
    else params.append(key, String(value))
  }
  add(where, 'where')
  for (const [name, value] of Object.entries(parameters)) params.append(name, value)
  return params.toString()
}
