import type { ThirdPartyOrigins } from './security-headers'

/** What reCAPTCHA loads (Google's CSP guide for reCAPTCHA). */
export const captchaOrigins: ThirdPartyOrigins = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
}

/** What Google Analytics 4 loads and calls (Google's CSP guide for Google tag). */
export const analyticsOrigins: ThirdPartyOrigins = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
}
