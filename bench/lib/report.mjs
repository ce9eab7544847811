/**
 * The summary table (each section's rows, in `table` order) and the sections' detail tables,
 * as printed at the end of a run; returns the table's rows for the raw results.
 */
export function printReport(table, results) {
  const rows = table.flatMap((section) => section.rows(results))
  console.log('\n| measure | target | measured | |\n|---|---|---|---|')
  for (const [name, target, measured, ok] of rows)
    console.log(`| ${name} | ${target} | ${measured} | ${ok ? 'met' : 'MISSED'} |`)
  for (const section of table) if (section.details) console.log(section.details(results).join('\n'))
  return rows.map(([name, target, measured, ok]) => ({ name, target, measured, met: ok }))
}
