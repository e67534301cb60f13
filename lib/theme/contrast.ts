import { darken, getContrastRatio } from '@mui/material/styles'

/** The colour itself when it is readable on the background, else the closest darker shade that is (WCAG AA). */
export function readableOn(colour: string, background = '#ffffff', ratio = 4.5): string {
  let candidate = colour
  for (let step = 1; step <= 20 && getContrastRatio(candidate, background) < ratio; step += 1) {
    candidate = darken(colour, step * 0.05)
  }
  return candidate
}
