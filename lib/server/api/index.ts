import 'server-only'
import { getDb } from '@/lib/server/db/client'
import { createApi } from './app'

/** The portal's API over the application database. */
export const portalApi = createApi({ getDb })
