import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { serverCore } from './config.mjs'

/** A folder nginx's worker (not root) can read: mkdtemp makes it 0700. */
export function readableTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.chmodSync(dir, 0o755)
  return dir
}

/** Debian's nginx on the server's core, one worker, with `http` (the `http { … }` block's own lines) in a config of its own. */
export function runNginx(prefix, http) {
  const confDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const conf = `worker_processes 1;
daemon off;
pid ${confDir}/nginx.pid;
error_log ${confDir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${confDir}/body; proxy_temp_path ${confDir}/proxy; fastcgi_temp_path ${confDir}/fcgi; uwsgi_temp_path ${confDir}/uwsgi; scgi_temp_path ${confDir}/scgi;
${http}
}
`
  fs.writeFileSync(path.join(confDir, 'nginx.conf'), conf)
  const child = spawn('taskset', ['-c', serverCore, 'nginx', '-c', path.join(confDir, 'nginx.conf')], {
    stdio: 'ignore',
  })
  return { child, confDir }
}
