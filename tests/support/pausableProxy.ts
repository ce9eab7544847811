import net from 'node:net'

/**
 * A TCP proxy in front of a server that can stop forwarding, as a hung server or a cut network
 * looks to its clients (the database paused: issue 26): while paused, open connections carry
 * nothing either way and new ones are accepted but not connected onwards; resumed, everything
 * held goes on where it stopped.
 */
export type PausableProxy = {
  url: (original: string) => string
  pause: () => void
  resume: () => void
  close: () => Promise<void>
}

export async function startPausableProxy(target: { host: string; port: number }): Promise<PausableProxy> {
  let paused = false
  const pairs = new Set<[net.Socket, net.Socket | undefined]>()
  const waiting: (() => void)[] = []
  const server = net.createServer((client) => {
    const pair: [net.Socket, net.Socket | undefined] = [client, undefined]
    pairs.add(pair)
    client.pause()
    const connect = () => {
      const upstream = net.connect(target)
      pair[1] = upstream
      client.pipe(upstream)
      upstream.pipe(client)
      client.resume()
      const end = () => (client.destroy(), upstream.destroy(), pairs.delete(pair))
      client.on('error', end).on('close', end)
      upstream.on('error', end).on('close', end)
    }
    if (paused) waiting.push(connect)
    else connect()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    url: (original) => {
      const url = new URL(original)
      url.hostname = '127.0.0.1'
      url.port = String(port)
      return url.toString()
    },
    pause() {
      paused = true
      for (const [client, upstream] of pairs) {
        client.pause()
        upstream?.pause()
      }
    },
    resume() {
      paused = false
      for (const [client, upstream] of pairs) {
        client.resume()
        upstream?.resume()
      }
      for (const connect of waiting.splice(0)) connect()
    },
    async close() {
      for (const [client, upstream] of pairs) {
        client.destroy()
        upstream?.destroy()
      }
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
