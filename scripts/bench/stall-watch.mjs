// Notices when this process's event loop stops turning: a timer due every 100 ms that fires a second or more late
// means nothing ran in between, be it long synchronous work here or the whole machine pausing. The load test
// watches itself with it and preloads it into the server it starts (`--import` with PORTAL_STALL_REPORT=1), which then logs
// `[stall] …` lines, so that a timeout can be told from a slow server, a blocked server or a paused machine.

const TICK_MS = 100

/** Starts watching; `stop()` ends it and answers the stalls seen, each `{ at: epoch ms, ms }`. */
export function watchStalls({ thresholdMs = 1000, onStall = () => {} } = {}) {
  const stalls = []
  let last = Date.now()
  const timer = setInterval(() => {
    const now = Date.now()
    const late = now - last - TICK_MS
    last = now
    if (late < thresholdMs) return
    const stall = { at: now - late, ms: late }
    stalls.push(stall)
    onStall(stall)
  }, TICK_MS)
  timer.unref()
  return {
    stop() {
      clearInterval(timer)
      return stalls
    },
  }
}

if (process.env.PORTAL_STALL_REPORT === '1') {
  watchStalls({
    onStall: ({ at, ms }) =>
      console.error(`[stall] event loop blocked ${ms} ms from ${new Date(at).toISOString()}`),
  })
}
