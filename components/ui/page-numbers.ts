/** The pages worth a link: the first, the last, and two on each side of the current one; gaps between them. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? ['gap' as const, n] : [n]))
}
