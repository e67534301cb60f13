import 'server-only'
import { createServer } from 'node:http'
import { serverEnv } from '@/lib/env'
import { createSimulator, createSimulatorHandler, testMerchant } from './simulator'

/**
 * The local card gateway for demos and the e2e tests: `npm run payments:simulator`, then start the portal with
 * `REDSYS_URL=http://127.0.0.1:4300/sis/realizarPago`. It listens on 127.0.0.1 only and knows the public test merchant.
 */
const port = serverEnv().PAYMENT_SIMULATOR_PORT
const handle = createSimulatorHandler(createSimulator(testMerchant))

createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => {
    chunks.push(chunk)
    if (chunks.reduce((size, part) => size + part.length, 0) > 64 * 1024) request.destroy()
  })
  request.on('end', () => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    handle(request.method ?? 'GET', path, new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
      .then(({ status, headers, body }) => {
        response.writeHead(status, headers).end(body)
      })
      .catch((error: unknown) => {
        console.error(error)
        response.writeHead(500).end()
      })
  })
}).listen(port, '127.0.0.1', () => {
  console.log(`Card gateway simulator on http://127.0.0.1:${port}/sis/realizarPago`)
})
