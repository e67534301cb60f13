import { defaultLocale, type Locale } from '@/lib/contract/locales'
import { adminMessages } from '@/lib/client/admin/messages'
import { leaves } from '@/lib/client/admin/messages/leaves'

/** With API_BASE_URL and a back end without the back-office's calls, staff work in the association's own tools. */
export async function FrontEndOnly({ locale }: { locale: Locale }) {
  const texts = leaves(await adminMessages[locale]())
  const text = (key: string) => texts.get(key) ?? key
  return (
    <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '3rem 1.5rem', fontFamily: 'sans-serif' }}>
      <h1>{text('admin.front_end_only.title')}</h1>
      <p>{text('admin.front_end_only.intro')}</p>
      <p>
        <a href={locale === defaultLocale ? '/' : `/${locale}`}>{text('admin.front_end_only.home')}</a>
      </p>
    </main>
  )
}
