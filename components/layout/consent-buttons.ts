/** The banner's and the dialog's three choices: side by side (stacked on phones), equal in size and style. */
export const consentButtonsSx = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
} as const
