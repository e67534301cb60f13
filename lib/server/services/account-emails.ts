import 'server-only'
import { createTranslator } from 'next-intl'
import type { ApplicationStatus } from '@/lib/contract/applications'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import { serverEnv } from '@/lib/env'
import type { MailMessage } from '@/lib/server/integrations/mail'
import ca from '@/messages/ca.json'
import en from '@/messages/en.json'
import es from '@/messages/es.json'
import eu from '@/messages/eu.json'

const messages = { es, ca, en, eu }

/** The pages that e-mailed links open, each reading the token from `?token=`. */
export const accountPages = {
  verify: '/auth/new-verification',
  resetPassword: '/auth/reset-password',
  firstPassword: '/auth/first-password',
  confirmNewEmail: '/auth/verify-tmp-email',
} as const

/** What an account e-mail says; those with a link name the page it opens and how long its token lasts. */
export type AccountEmail =
  | { kind: 'verify' | 'resetPassword' | 'firstPassword'; link: string; hours: number }
  | { kind: 'confirmNewEmail'; link: string; hours: number; email: string }
  | { kind: 'emailChangeRequested'; email: string }
  | { kind: 'passwordChanged' }
  /** A place freed by someone else went to this person's application on the waiting list. */
  | { kind: 'placeGranted'; link: string; event: string; date: string }
  /** #9: a professional society the person filed was received, with its tracking code. */
  | { kind: 'societyReceived'; link: string; society: string; code: string }
  /** #9: an application to a generic procedure arrived; its reference. */
  | { kind: 'procedureReceived'; link: string; procedure: string; reference: string }
  /** #9: an application to join (collegiate or pre-collegiate) was received; its tracking code. */
  | { kind: 'registrationReceived'; code: string; procedure: 'collegiate' | 'precollegiate' }
  /** #11: a complaint to the complaint service was received; its tracking code and where to follow it. */
  | { kind: 'complaintReceived'; code: string; link: string }
  /** #12: staff moved an application or complaint to another status; their note for the person, if any. */
  | {
      kind: 'statusChanged'
      subject: string
      code: string
      status: ApplicationStatus
      message?: string
      link?: string
      /** An accepted collegiate's number, new or kept. */
      collegiateNumber?: string
    }
  /** #12: staff answered a complaint; the answer, and where to follow it. */
  | { kind: 'complaintAnswered'; code: string; answer: string; link: string }

export interface Recipient {
  email: string
  name: string
  lang: Locale
}

/**
 * A page of the portal in the person's language carrying a token, built from PUBLIC_SITE_URL: never from the
 * request's Host header, which a client chooses.
 */
export function accountLink(lang: Locale, page: string, token: string): string {
  return `${portalLink(lang, page)}?token=${encodeURIComponent(token)}`
}

/** A page of the portal in the person's language, from PUBLIC_SITE_URL. */
export function portalLink(lang: Locale, page: string): string {
  const site = serverEnv().PUBLIC_SITE_URL.replace(/\/+$/, '')
  const prefix = lang === defaultLocale ? '' : `/${lang}`
  return `${site}${prefix}${page}`
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )
}

/**
 * One account e-mail in the recipient's language, as plain text and as simple HTML. `association` is the
 * association's name (its footer title); without one, a generic word of the messages stands in.
 */
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

/** The text of the SMS that carries a phone code, in the person's language. */
export function phoneCodeText(
  lang: Locale,
  { code, minutes, association }: { code: string; minutes: number; association: string | undefined },
): string {
  const t = createTranslator({ locale: lang, messages: messages[lang] })
  return t('Sms.phoneCode', { code, minutes, association: association ?? t('Emails.association') })
}
