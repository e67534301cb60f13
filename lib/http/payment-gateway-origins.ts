import type { ThirdPartyOrigins } from './security-headers'

/** Without it in form-action the browser refuses to send the member to the gateway. */
export const paymentGatewayOrigins = (gatewayUrl: string): ThirdPartyOrigins => ({
  form: [new URL(gatewayUrl).origin],
})
