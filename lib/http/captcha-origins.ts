export const captchaOrigins = {
  // api.js comes from www.google.com and loads the widget's code from www.gstatic.com (Google's reCAPTCHA FAQ).
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  // Not in Google's list; the same path only, in case the page's copy of the script calls home itself.
  connect: ['https://www.google.com/recaptcha/'],
} as const
