import 'server-only'
import { getDb } from '@/lib/server/db/client'
import { serverEnv } from '@/lib/env'
import { captchaVerifierFromEnv } from '@/lib/server/integrations/captcha'
import { refreshCachedPages } from '@/lib/server/cached-pages'
import { createApi } from './app'
import { createSharedCache } from './shared-cache'

export const portalApi = createApi({
  getDb,
  revalidateSecret: serverEnv().REVALIDATE_SECRET,
  verifyCaptcha: captchaVerifierFromEnv(),
  // As long as a cached page: content changes announced through the API drop both at once.
  sharedCache: createSharedCache({ ttlMs: 300_000 }),
  onContentChange: refreshCachedPages,
})
