import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { log, tools } from './config.mjs'

/** Debian's nginx, wrk and chromium when missing (apt-get), and lighthouse 12 from npm into bench/.tools. */
export function ensureTools() {
  const missing = ['nginx', 'wrk', 'taskset'].filter(
    (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0,
  )
  const packages = [
    ...(missing.includes('nginx') ? ['nginx'] : []),
    ...(missing.includes('wrk') ? ['wrk'] : []),
    ...(fs.existsSync('/usr/bin/chromium') ? [] : ['chromium']),
  ]
  if (packages.length) {
    // A fresh machine has no package lists yet.
    log(`installing Debian ${packages.join(', ')}…`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-q', ...packages], { stdio: 'inherit', env })
  }
  if (!fs.existsSync(path.join(tools, 'node_modules', 'lighthouse'))) {
    log('installing lighthouse 12 into bench/.tools…')
    fs.mkdirSync(tools, { recursive: true })
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', tools, 'lighthouse@12'], {
      stdio: 'inherit',
    })
  }
}
