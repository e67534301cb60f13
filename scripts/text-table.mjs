/** A table as aligned plain-text lines: the header, a rule, then the rows. */
export function textTable(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i]).length)))
  const line = (row) =>
    row
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)]
}
