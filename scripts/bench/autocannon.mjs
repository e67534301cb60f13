// One autocannon run, summarised: req/s, latency percentiles, and everything that was not a clean answer.

import autocannon from 'autocannon'

function percentile(sorted, p) {
  if (sorted.length === 0) return null
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]
}

const round = (value, digits = 1) => (value === null ? null : Number(value.toFixed(digits)))

/**
 * Loads `url` with `connections` keep-alive connections for `warmupSeconds + seconds` and measures the last
 * `seconds` only. One run, not two: connections dropped between a warm-up run and a measured one would leave
 * the server finishing abandoned requests while it is measured. `requests` (autocannon's format) varies the
 * path. Latencies are kept per response because autocannon's own summary has no p95.
 */
export async function runAutocannon({
  url,
  connections,
  seconds,
  warmupSeconds = 0,
  headers = {},
  requests,
  timeoutSeconds = 10,
}) {
  const latencies = []
  const statusCodes = {}
  let errors = 0
  let timeouts = 0
  const timedOutAt = []
  let measureFrom = Infinity
  const instance = autocannon({
    url,
    connections,
    duration: warmupSeconds + seconds,
    headers,
    requests,
    timeout: timeoutSeconds,
  })
  instance.once('start', () => {
    measureFrom = performance.now() + warmupSeconds * 1000
  })
  instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
    if (performance.now() < measureFrom) return
    latencies.push(milliseconds)
    // autocannon reports an answer without a status when a connection broke mid-response (after a timeout).
    const status = statusCode ?? 'none'
    statusCodes[status] = (statusCodes[status] ?? 0) + 1
  })
  let warmupTimeouts = 0
  instance.on('reqError', (error) => {
    const now = performance.now()
    if (now < measureFrom) return
    const timedOut = error?.message === 'request timed out'
    // Sent during the warm-up, `timeoutSeconds` ago: not a request of the measured seconds, though noticed in them.
    if (timedOut && now - timeoutSeconds * 1000 < measureFrom) {
      warmupTimeouts++
      return
    }
    errors++
    if (!timedOut) return
    timeouts++
    timedOutAt.push(Date.now())
  })
  await instance
  const sorted = Float64Array.from(latencies).sort()
  const non2xx = Object.entries(statusCodes)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0)
  return {
    connections,
    seconds,
    warmupSeconds,
    requestsPerSecond: round(latencies.length / seconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.length ? sorted[sorted.length - 1] : null),
    },
    responses: latencies.length,
    statusCodes,
    non2xx,
    errors,
    timeouts,
    /** When each timeout was noticed (epoch ms): bursts of about `connections` mean everything stopped at once. */
    timedOutAt,
    /** Requests sent in the warm-up that timed out in the measured seconds: left out of `errors`, reported here. */
    warmupTimeouts,
  }
}
