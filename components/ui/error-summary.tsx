'use client'

import { useId, type Ref } from 'react'
import styles from './error-summary.module.css'

export interface SummaryError {
  id: string
  message: string
}

/** The form moves the focus here, so that a screen reader reads the title and the list at once. */
export function ErrorSummary({
  title,
  errors,
  headingLevel = 'h2',
  ref,
}: {
  title: string
  errors: SummaryError[]
  headingLevel?: 'h2' | 'h3'
  ref?: Ref<HTMLDivElement>
}) {
  const titleId = useId()
  const Heading = headingLevel
  return (
    <div ref={ref} role="group" aria-labelledby={titleId} tabIndex={-1} className={styles.summary}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                event.preventDefault()
                document.getElementById(error.id)?.focus()
              }}
              className={styles.link}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
