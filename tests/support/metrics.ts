/** Reading what /api/metrics answers (Prometheus' text format). */

/** One sample's value, 0 when absent. */
export function sample(text: string, name: string): number {
  return Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${name} `))
      ?.split(' ')[1] ?? 0,
  )
}

/** `site_events_total` of one event, summed over its details, with each detail's count. */
export function eventCounts(text: string, event: string): { total: number; details: Record<string, number> } {
  const details: Record<string, number> = {}
  const pattern = new RegExp(`^site_events_total\\{event="${event}",detail="([^"]*)"\\} (\\S+)$`)
  for (const line of text.split('\n')) {
    const match = pattern.exec(line)
    if (match) details[match[1]!] = Number(match[2])
  }
  return { total: Object.values(details).reduce((sum, count) => sum + count, 0), details }
}
