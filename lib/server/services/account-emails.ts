import 'server-only'
import { createTranslator } from 'next-intl'
import type { ApplicationStatus } from '@/lib/contract/applications'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import { publicSiteUrl } from '@/lib/env'
import type { MailMessage } from '@/lib/server/integrations/mail'
import ca from '@/messages/ca.json'
import en from '@/messages/en.json'
import es from '@/messages/es.json'
import eu from '@/messages/eu.json'

const messages = { es, ca, en, eu }

export const accountPages = {
  verify: '/auth/new-verification',
  resetPassword: '/auth/reset-password',
  firstPassword: '/auth/first-password',
  confirmNewEmail: '/auth/verify-tmp-email',
} as const

export type AccountEmail =
  | { kind: 'verify' | 'resetPassword' | 'firstPassword'; link: string; hours: number }
  | { kind: 'confirmNewEmail'; link: string; hours: number; email: string }
  | { kind: 'emailChangeRequested'; email: string }
  | { kind: 'passwordChanged' }
  | { kind: 'placeGranted'; link: string; event: string; date: string }
  | { kind: 'societyReceived'; link: string; society: string; code: string }
  | { kind: 'procedureReceived'; link: string; procedure: string; reference: string }
  | { kind: 'registrationReceived'; code: string; procedure: 'collegiate' | 'precollegiate' }
  | { kind: 'complaintReceived'; code: string; link: string }
  | {
      kind: 'statusChanged'
      subject: string
      code: string
      status: ApplicationStatus
      message?: string
      link?: string
      collegiateNumber?: string
    }
  | { kind: 'complaintAnswered'; code: string; answer: string; link: string }

export interface Recipient {
  email: string
  name: string
  lang: Locale
}

/** From PUBLIC_SITE_URL, never from the request's Host header, which a client chooses. */
export function accountLink(lang: Locale, page: string, token: string): string {
  return `${portalLink(lang, page)}?token=${encodeURIComponent(token)}`
}

export function portalLink(lang: Locale, page: string): string {
  const prefix = lang === defaultLocale ? '' : `/${lang}`
  return `${publicSiteUrl()}${prefix}${page}`
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )
}

/** Without `association`, a generic word of the messages stands in for the footer title. */
export function composeAccountEmail(
  email: AccountEmail,
  to: Recipient,
  association: string | undefined,
): MailMessage {
  const t = createTranslator({ locale: to.lang, messages: messages[to.lang], namespace: 'Emails' })
  const name = association ?? t('association')
  const body: string[] = []
  let action: { label: string; link: string } | undefined
  let closing: string[] = []

  switch (email.kind) {
    case 'verify':
    case 'resetPassword':
    case 'firstPassword':
      body.push(t(`${email.kind}.intro`))
      action = { label: t(`${email.kind}.action`), link: email.link }
      closing = [t('expiresIn', { hours: email.hours }), t('notRequested')]
      break
    case 'confirmNewEmail':
      body.push(t('confirmNewEmail.intro', { email: email.email }))
      action = { label: t('confirmNewEmail.action'), link: email.link }
      closing = [t('expiresIn', { hours: email.hours }), t('notRequested')]
      break
    case 'emailChangeRequested':
      body.push(t('emailChangeRequested.intro', { email: email.email }), t('emailChangeRequested.warning'))
      break
    case 'passwordChanged':
      body.push(t('passwordChanged.intro'), t('passwordChanged.warning'))
      break
    case 'placeGranted':
      body.push(t('placeGranted.intro', { event: email.event, date: email.date }), t('placeGranted.cancel'))
      action = { label: t('placeGranted.action'), link: email.link }
      break
    case 'societyReceived':
      body.push(
        t('societyReceived.intro', { society: email.society, code: email.code }),
        t('societyReceived.next'),
      )
      action = { label: t('societyReceived.action'), link: email.link }
      break
    case 'procedureReceived':
      body.push(
        t('procedureReceived.intro', { procedure: email.procedure, reference: email.reference }),
        t('procedureReceived.next'),
      )
      action = { label: t('procedureReceived.action'), link: email.link }
      break
    case 'registrationReceived':
      body.push(
        t('registrationReceived.intro', {
          procedure: t(`registrationReceived.procedures.${email.procedure}`),
        }),
        t('registrationReceived.code', { code: email.code }),
        t('registrationReceived.next'),
      )
      break
    case 'complaintReceived':
      body.push(
        t('complaintReceived.intro'),
        t('complaintReceived.code', { code: email.code }),
        t('complaintReceived.next'),
      )
      action = { label: t('complaintReceived.action'), link: email.link }
      break
    case 'statusChanged':
      body.push(
        t('statusChanged.intro', {
          subject: email.subject,
          code: email.code,
          status: t(`statusChanged.statuses.${email.status}`),
        }),
        ...(email.collegiateNumber
          ? [t('statusChanged.collegiateNumber', { number: email.collegiateNumber })]
          : []),
        ...(email.message ? [t('statusChanged.note', { message: email.message })] : []),
        t(
          `statusChanged.next.${email.status === 'pending_documents' || email.status === 'accepted' ? email.status : 'other'}`,
        ),
      )
      if (email.link) action = { label: t('statusChanged.action'), link: email.link }
      break
    case 'complaintAnswered':
      body.push(t('complaintAnswered.intro', { code: email.code }), email.answer)
      action = { label: t('complaintAnswered.action'), link: email.link }
      break
  }

  const greeting = t('greeting', { name: to.name })
  const signOff = [t('signOff'), name]
  const text = [
    greeting,
    ...body,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    ...closing,
    signOff.join('\n'),
  ].join('\n\n')

  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`
  const html = [
    `<!doctype html><html lang="${to.lang}"><body>`,
    paragraph(greeting),
    ...body.map(paragraph),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`,
          `<p>${escapeHtml(t('linkHelp'))}<br>${escapeHtml(action.link)}</p>`,
        ]
      : []),
    ...closing.map(paragraph),
    `<p>${signOff.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n')

  const subject = t(`${email.kind}.subject`, {
    association: name,
    ...(email.kind === 'statusChanged' || email.kind === 'complaintAnswered' ? { code: email.code } : {}),
  })
  return { to: to.email, subject, text, html }
}

export function phoneCodeText(
  lang: Locale,
  { code, minutes, association }: { code: string; minutes: number; association: string | undefined },
): string {
  const t = createTranslator({ locale: lang, messages: messages[lang] })
  return t('Sms.phoneCode', { code, minutes, association: association ?? t('Emails.association') })
}
