import 'server-only'
import { revalidatePath, revalidateTag } from 'next/cache'
import { backEndCacheTag, forgetProxyMemory } from './portal'

/** Every cached public page is rendered again on its next request, and the proxy reads languages and redirects afresh. */
export function refreshCachedPages(): void {
  forgetProxyMemory()
  // In front-end mode the back end's answers are cached under this tag: they are read again too.
  revalidateTag(backEndCacheTag, { expire: 0 })
  revalidatePath('/', 'layout')
}
