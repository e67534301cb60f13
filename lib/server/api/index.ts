import 'server-only'
import { revalidatePath } from 'next/cache'
import { getDb } from '@/lib/server/db/client'
import { serverEnv } from '@/lib/env'
import { forgetPageSlugs } from '@/lib/server/portal'
import { createApi } from './app'

/** The portal's API over the application database. */
export const portalApi = createApi({
  getDb,
  revalidateSecret: serverEnv().REVALIDATE_SECRET,
  onContentChange: () => {
    forgetPageSlugs()
    revalidatePath('/', 'layout')
  },
})
