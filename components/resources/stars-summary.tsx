import { starsMax } from '@/lib/contract/stars'
import styles from './stars.module.css'

/** Filled to the nearest half; the stars are decoration, `label` says it all. */
export function StarsSummary({
  average,
  label,
  size = '1.25rem',
}: {
  average: number | null
  label: string
  size?: string
}) {
  if (average === null) return <span>{label}</span>
  const filled = Math.round(average * 2) / 2
  return (
    <span className={styles.summary}>
      <span aria-hidden="true" className={styles.stars} style={{ fontSize: size }}>
        {Array.from({ length: starsMax }, (_, index) => {
          const fill = Math.min(1, Math.max(0, filled - index))
          return (
            <span key={index} className={styles.star}>
              ☆
              {fill > 0 && (
                <span className={styles.fill} style={{ width: `${fill * 100}%` }}>
                  ★
                </span>
              )}
            </span>
          )
        })}
      </span>
      <span>{label}</span>
    </span>
  )
}
