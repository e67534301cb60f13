import Box from '@mui/material/Box'
import type { EventAvailability } from '@/lib/contract/events'

/** Text and background of each state, each pair well above WCAG AA (4.5:1). */
const colours: Record<EventAvailability, { color: string; background: string; border: string }> = {
  open: { color: '#0b5a22', background: '#e2f4e6', border: '#0b5a22' },
  planned: { color: '#0b4a80', background: '#e4eef9', border: '#0b4a80' },
  standby: { color: '#6b4200', background: '#fff1d6', border: '#6b4200' },
  closed_full: { color: '#8a1c1c', background: '#fdeaea', border: '#8a1c1c' },
  closed_ended: { color: '#3d3d3d', background: '#efefef', border: '#3d3d3d' },
}

/** The chip itself, with its words given: the cached page and the live enrolment island both draw it. */
export function AvailabilityBadge({
  availability,
  label,
}: {
  availability: EventAvailability
  label: string
}) {
  const { color, background, border } = colours[availability]
  return (
    <Box
      component="span"
      data-availability={availability}
      sx={{
        display: 'inline-block',
        alignSelf: 'flex-start',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        border: `1px solid ${border}`,
        color,
        bgcolor: background,
        fontSize: '0.875rem',
        fontWeight: 700,
        lineHeight: 1.4,
      }}
    >
      {label}
    </Box>
  )
}
