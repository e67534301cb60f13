/** The banner's and the dialog's three choices: side by side, equal in size and style. */
export const consentButtonsSx = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  // On a phone three buttons share one row, so the banner keeps most of the screen for the page.
  '& .MuiButton-root': { minHeight: 44, px: { xs: 1, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
} as const
