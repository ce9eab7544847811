#!/usr/bin/env node
/**
 * A fixed arrival rate, open loop (used by bench/run.mjs, pinned to the load core): request i
 * leaves at start + i / rate whatever the answers before it, and its latency counts from that
 * moment, so a slow answer cannot hide the queue behind it. autocannon's `overallRate` is not
 * this: each connection sends back to back until it has used its quota for the second
 * (lib/httpClient.js), so every second begins with a burst of all its requests.
 *
 * stdin: { url, headers, body, rate, seconds }; stdout: { sent, accepted, p50, p99, max, errors }.
 */
import http from 'node:http'

const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
const { url, headers, body, rate, seconds } = JSON.parse(Buffer.concat(chunks).toString('utf8'))

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 })
const total = Math.round(rate * seconds)
const interval = 1000 / rate
const latencies = []
let errors = 0
let non2xx = 0
const started = performance.now()
await new Promise((resolve) => {
  let sent = 0
  let done = 0
  const finish = () => ++done === total && resolve()
  const fire = () => {
    while (sent < total && started + sent * interval <= performance.now()) {
      const scheduled = started + sent * interval
      sent += 1
      const request = http.request(
        url,
        { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
        (response) => {
          if (response.statusCode < 200 || response.statusCode > 299) non2xx += 1
          response.resume()
          response.on('end', () => {
            latencies.push(performance.now() - scheduled)
            finish()
          })
        },
      )
      request.on('error', () => {
        errors += 1
        finish()
      })
      request.end(body)
    }
    if (sent < total) setTimeout(fire, Math.max(0, started + sent * interval - performance.now()))
  }
  fire()
})
agent.destroy()
latencies.sort((a, b) => a - b)
const quantile = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? null
process.stdout.write(
  JSON.stringify({
    sent: total,
    accepted: latencies.length - non2xx,
    p50: quantile(0.5),
    p99: quantile(0.99),
    max: latencies.at(-1) ?? null,
    errors: errors + non2xx,
  }),
)
