import { backEndUrl, frontEndPorts } from '../../playwright.frontend.config'
import { startFakeBackEnd } from '../support/fake-back-end'

/** The fake back end lives as long as the run; it reaches the portal back end only when asked. */
export default async function globalSetup() {
  const fake = await startFakeBackEnd({ port: frontEndPorts.fake, upstream: backEndUrl })
  return fake.close
}
