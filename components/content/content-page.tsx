import type { Page } from '@/lib/contract/pages'
import styles from '@/components/ui/page.module.css'

export function ContentPage({ page }: { page: Page }) {
  return (
    <article className={styles.article}>
      <h1 className={`${styles.title} ${styles.titleSpaced}`}>{page.title}</h1>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  )
}
