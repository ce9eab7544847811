import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

import { eventually } from './eventually'
import { freePort } from './testDatabase'

/**
 * A real `redis-server` (Debian's package) on a free loopback port, keeping nothing on disk.
 * `stop` ends it (as an outage would) and `start` brings it back on the same port, empty.
 */
export type TestRedis = { port: number; url: string; start: () => Promise<void>; stop: () => Promise<void> }

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(500)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

export async function startRedisServer(port?: number): Promise<TestRedis> {
  const chosen = port ?? (await freePort())
  let child: ChildProcess | undefined

  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(chosen),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--maxmemory',
        '256mb',
        '--maxmemory-policy',
        'allkeys-lru',
      ],
      {
        stdio: 'ignore',
      },
    )
    const started = child
    await eventually(
      `redis-server answering on port ${chosen}`,
      async () => {
        if (started.exitCode !== null) throw new Error(`redis-server on port ${chosen} exited (${started.exitCode})`)
        return answersPing(chosen)
      },
      { timeoutMs: 10_000, stepMs: 50 },
    )
  }
  const stop = async () => {
    const running = child
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return { port: chosen, url: `redis://127.0.0.1:${chosen}`, start, stop }
}
