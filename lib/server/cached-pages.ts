import 'server-only'
import { revalidatePath } from 'next/cache'
import { forgetProxyMemory } from './portal'

/** Every cached public page is rendered again on its next request, and the proxy reads languages and redirects afresh. */
export function refreshCachedPages(): void {
  forgetProxyMemory()
  revalidatePath('/', 'layout')
}
