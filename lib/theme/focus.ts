/**
 * Every focus indicator of the site, in one place: a 3 px ring in the primary shade, which reads at 4.5:1 or more
 * on white (readableOn) and about 3.5:1 on the light brand colour. A dark surface sets `--portal-focus-ring` to
 * white. MUI's own indicators (a 1.3:1 grey behind list items, a shadow on contained buttons) are not enough alone.
 */
const focusRing = {
  outline: '3px solid var(--portal-focus-ring, var(--mui-palette-primary-main))',
  outlineOffset: '2px',
} as const

export const focusGlobalStyles = { ':focus-visible': focusRing } as const

/** MUI's buttons, list items, tabs and switches take `.Mui-focusVisible` and reset the outline otherwise. */
export const focusComponentOverrides = {
  MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
} as const
