import type { CSSProperties, ReactNode } from 'react'
import styles from './spinner.module.css'

/**
 * A turning ring without MUI. With a label it is a progress bar of that name (what is loading); without one it is
 * decoration beside a text that says so.
 */
export function Spinner({
  size = 20,
  label,
  className,
}: {
  size?: number
  label?: string
  className?: string
}) {
  const look = {
    className: [styles.spinner, className].filter(Boolean).join(' '),
    style: { '--size': `${size}px` } as CSSProperties,
  }
  return label ? (
    <span role="progressbar" aria-label={label} {...look} />
  ) : (
    <span aria-hidden="true" {...look} />
  )
}

/** A part of the page still loading, named by `label`: a 40 px ring in its middle. */
export function LoadingPart({ label }: { label: string }) {
  return (
    <div className={styles.centred}>
      <Spinner size={40} label={label} />
    </div>
  )
}

/** A line that says what is loading, a 20 px ring before it. */
export function LoadingLine({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div role="status" className={[styles.line, className].filter(Boolean).join(' ')}>
      <Spinner />
      <span>{children}</span>
    </div>
  )
}
