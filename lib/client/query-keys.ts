import type { AttachmentGroup } from '@/lib/contract/attachments'

// The keys of the hooks whose data the private pages prefetch on the server (which imports them from here, away
// from React and the session code).

export const profileKeys = {
  all: ['profile'] as const,
  detail: (group: AttachmentGroup) => [...profileKeys.all, group] as const,
}

export const attachmentKeys = {
  all: ['attachments'] as const,
  list: (group: AttachmentGroup) => [...attachmentKeys.all, group] as const,
}

export const sepaKeys = {
  all: ['sepa-mandate'] as const,
}
