import 'server-only'
import { serverEnv } from '@/lib/env'
import { keepInOutbox } from './outbox'

export interface SmsMessage {
  to: string
  text: string
}

/** Where a real SMS provider plugs in; the portal ships none, so the default writes to the log and the outbox. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

function createLogSmsSender(outboxDir: string): SmsSender {
  return {
    async send(message) {
      const file = await keepInOutbox(outboxDir, 'sms', message)
      console.info(`[sms] to ${message.to}: ${message.text} (no SMS provider; kept in ${file})`)
    },
  }
}

export function smsSenderFromEnv(): SmsSender {
  return createLogSmsSender(serverEnv().OUTBOX_DIR)
}
