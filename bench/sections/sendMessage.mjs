import { base, log, median, port, quick, rounds } from '../lib/config.mjs'
import { pgClient } from '../lib/database.mjs'
import { fixedRate } from '../lib/load.mjs'

/** POST /api/landing/send-message at a fixed 100 req/s (open loop): latency, errors, and every accepted message stored. */
async function measureSendMessage(dataDir) {
  const client = await pgClient(dataDir)
  const count = async () => Number((await client.query('SELECT count(*) AS n FROM contact_forms')).rows[0].n)
  const load = {
    url: `${base}/api/landing/send-message`,
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({
      company: 'Bench Ltd',
      name: 'Bench',
      email: 'bench@example.com',
      phone: '+380 44 000 00 00',
      message: 'Load test',
      depart: 'sales',
      accept: true,
      locale: 'en',
    }),
    rate: 100,
  }
  fixedRate({ ...load, seconds: quick ? 2 : 5 }) // warm-up
  const rounds_ = []
  for (let round = 0; round < rounds; round += 1) {
    const before = await count()
    const result = fixedRate({ ...load, seconds: quick ? 5 : 20 })
    result.stored = (await count()) - before
    rounds_.push(result)
    log(
      `send-message round ${round + 1}: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}, accepted ${result.accepted}, stored ${result.stored}`,
    )
  }
  await client.end()
  return {
    rate: 100,
    seconds: quick ? 5 : 20,
    p50: median(rounds_.map((r) => r.p50)),
    p99: median(rounds_.map((r) => r.p99)),
    errors: rounds_.reduce((sum, r) => sum + r.errors, 0),
    accepted: rounds_.reduce((sum, r) => sum + r.accepted, 0),
    stored: rounds_.reduce((sum, r) => sum + r.stored, 0),
    rounds: rounds_,
  }
}

export default {
  name: 'send-message',
  server: 'shared',
  async run(ctx) {
    const sendMessage = await measureSendMessage(ctx.dataDir)
    log(
      `send-message at 100 req/s: p50 ${sendMessage.p50.toFixed(1)} ms, p99 ${sendMessage.p99.toFixed(1)} ms, errors ${sendMessage.errors}, accepted ${sendMessage.accepted}, stored ${sendMessage.stored}`,
    )
    return { sendMessage }
  },
  rows: ({ sendMessage }) => [
    [
      'send-message p99 at a fixed 100 req/s, errors, stored = accepted',
      '≤ 50 ms, 0, yes',
      `${sendMessage.p99.toFixed(1)} ms, ${sendMessage.errors}, ${sendMessage.stored === sendMessage.accepted ? 'yes' : 'no'}`,
      sendMessage.p99 <= 50 && sendMessage.errors === 0 && sendMessage.stored === sendMessage.accepted,
    ],
  ],
}
