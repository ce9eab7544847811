import { base, log, median, port, rounds, sleep } from '../lib/config.mjs'
import { adminToken } from '../lib/server.mjs'

/** A post's title changed over REST, then its page fetched until the new title shows: milliseconds, median of the rounds. */
async function measurePublish() {
  const token = await adminToken()
  const headers = {
    authorization: `JWT ${token}`,
    'content-type': 'application/json',
    origin: `http://localhost:${port}`,
  }
  const { docs } = await (
    await fetch(`${base}/api/posts?limit=1&locale=uk&depth=0&sort=-publishedAt`, { headers })
  ).json()
  const post = docs[0]
  const address = `${base}/blog/${post.slug}`
  const samples = []
  for (let round = 0; round < rounds; round += 1) {
    await (await fetch(address)).text()
    const title = `${post.title.replace(/ \[\d+\]$/, '')} [${Date.now()}]`
    const started = Date.now()
    const response = await fetch(`${base}/api/posts/${post.id}?locale=uk`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title, _status: 'published' }),
    })
    if (!response.ok) throw new Error(`publish failed: ${response.status}`)
    for (;;) {
      const html = await (await fetch(address)).text()
      if (html.includes(title.replace(/&/g, '&amp;'))) break
      if (Date.now() - started > 30_000) throw new Error('the change never showed')
      await sleep(5)
    }
    samples.push(Date.now() - started)
  }
  return { ms: median(samples), samples }
}

export default {
  name: 'publish',
  server: 'shared',
  async run() {
    const publish = await measurePublish()
    log(`publish → visible: ${publish.ms} ms`)
    return { publish }
  },
  rows: ({ publish }) => [['publish → visible', '≤ 1 s', `${publish.ms} ms`, publish.ms <= 1000]],
}
