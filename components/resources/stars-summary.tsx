import Box from '@mui/material/Box'
import { starsMax } from '@/lib/contract/resources'

/** Gold that keeps 3:1 against white for the filled stars (non-text contrast). */
export const starColour = '#b26a00'

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
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', flexWrap: 'wrap' }}
    >
      <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex', fontSize: size, lineHeight: 1 }}>
        {Array.from({ length: starsMax }, (_, index) => {
          const fill = Math.min(1, Math.max(0, filled - index))
          return (
            <Box
              component="span"
              key={index}
              sx={{
                position: 'relative',
                display: 'inline-block',
                color: '#767676',
              }}
            >
              ☆
              {fill > 0 && (
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    width: `${fill * 100}%`,
                    overflow: 'hidden',
                    color: starColour,
                  }}
                >
                  ★
                </Box>
              )}
            </Box>
          )
        })}
      </Box>
      <span>{label}</span>
    </Box>
  )
}
