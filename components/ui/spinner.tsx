import type { CSSProperties } from 'react'
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
