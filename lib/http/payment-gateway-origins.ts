import type { ThirdPartyOrigins } from './security-headers'

/**
 * The card gateway's origin, where the pay dialog posts its form (Redsys redirection): without it in form-action the
 * browser refuses to send the member there.
 */
export const paymentGatewayOrigins = (gatewayUrl: string): ThirdPartyOrigins => ({
  form: [new URL(gatewayUrl).origin],
})
