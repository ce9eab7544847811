#!/usr/bin/env node
/**
 * Cycles in the house, with madge's import graph (type imports included): between files (madge
 * --circular), and between rooms: each folder under src/ is one room (each folder of src/lib
 * too), and an import from a file of one room to a file of another is an arrow. For the rooms,
 * imports of payload.config.ts and of the generated types (src/payload-types.ts) are left out,
 * as Payload's own template does: every part of the data model names them. Prints the rooms and
 * the arrows between them; exits 1 on any cycle. Part of `npm run lint`, beside the layer rules
 * of eslint.config.mjs.
 *
 * `node tools/lint/cycles.mjs` (`--quiet`: only the verdict).
 */
import path from 'node:path'

import madge from 'madge'

const root = path.resolve(import.meta.dirname, '../..')
const quiet = process.argv.includes('--quiet')
const leftOut = new Set(['payload.config.ts', 'src/payload-types.ts'])

/** The room of a file: src/<folder> (src/lib/<folder>), or the top-level file or folder outside src. */
export function roomOf(file) {
  const parts = file.split('/')
  if (parts[0] !== 'src') return parts.length > 1 ? parts[0] : file
  if (parts.length === 2) return file
  if (parts[1] === 'lib' && parts.length > 3) return `src/lib/${parts[2]}`
  return `src/${parts[1]}`
}

const result = await madge(['src', 'tools', 'bench', 'payload.config.ts', 'next.config.ts'], {
  baseDir: root,
  fileExtensions: ['ts', 'tsx', 'mjs'],
  tsConfig: path.join(root, 'tsconfig.json'),
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
})
const graph = result.obj()

const arrows = new Map()
for (const [file, imports] of Object.entries(graph)) {
  const from = roomOf(file)
  for (const target of imports) {
    if (leftOut.has(target)) continue
    const to = roomOf(target)
    if (to === from) continue
    if (!arrows.has(from)) arrows.set(from, new Map())
    const list = arrows.get(from)
    if (!list.has(to)) list.set(to, [])
    list.get(to).push(`${file} → ${target}`)
  }
}
const rooms = [...new Set(Object.keys(graph).map(roomOf))].sort()

// Tarjan's strongly connected components: a component of more than one room is a cycle.
let index = 0
const stack = []
const state = new Map()
const cycles = []
function connect(room) {
  state.set(room, { index, low: index, onStack: true })
  index += 1
  stack.push(room)
  for (const next of arrows.get(room)?.keys() ?? []) {
    if (!state.has(next)) {
      connect(next)
      state.get(room).low = Math.min(state.get(room).low, state.get(next).low)
    } else if (state.get(next).onStack) state.get(room).low = Math.min(state.get(room).low, state.get(next).index)
  }
  if (state.get(room).low === state.get(room).index) {
    const component = []
    let member
    do {
      member = stack.pop()
      state.get(member).onStack = false
      component.push(member)
    } while (member !== room)
    if (component.length > 1) cycles.push(component.sort())
  }
}
for (const room of rooms) if (!state.has(room)) connect(room)

if (!quiet) {
  console.log(
    `${rooms.length} rooms, ${[...arrows.values()].reduce((sum, list) => sum + list.size, 0)} arrows between them`,
  )
  for (const room of rooms) {
    const targets = [...(arrows.get(room)?.keys() ?? [])].sort()
    console.log(`  ${room}${targets.length ? ` → ${targets.join(', ')}` : ''}`)
  }
}
const fileCycles = result.circular()
if (fileCycles.length) {
  console.error(`\n${fileCycles.length} cycle(s) between files:`)
  for (const cycle of fileCycles) console.error(`  ${cycle.join(' → ')}`)
}
if (cycles.length) {
  console.error(`\n${cycles.length} cycle(s) between rooms:`)
  for (const cycle of cycles) {
    console.error(`  ${cycle.length} rooms: ${cycle.join(', ')}`)
    const members = new Set(cycle)
    for (const from of cycle)
      for (const [to, imports] of arrows.get(from) ?? [])
        if (members.has(to))
          console.error(
            `    ${from} → ${to}: ${imports.slice(0, 3).join('; ')}${imports.length > 3 ? ` (+${imports.length - 3})` : ''}`,
          )
  }
}
if (cycles.length || fileCycles.length) process.exit(1)
console.log(`no cycle: ${Object.keys(graph).length} files, ${rooms.length} rooms`)
