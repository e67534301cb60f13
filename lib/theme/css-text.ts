/** A style object as MUI's `sx` and global styles take it: nested selectors with `&`, at-rules, camelCase names. */
export interface StyleObject {
  [key: string]: string | number | StyleObject
}

// As Emotion leaves them: numbers without a unit; every other number is in pixels.
const unitless = new Set([
  'zIndex',
  'fontWeight',
  'lineHeight',
  'opacity',
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
])

const propertyName = (key: string) =>
  key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

const propertyValue = (key: string, value: string | number) =>
  typeof value === 'number' && !key.startsWith('--') && !unitless.has(key) && value !== 0
    ? `${value}px`
    : String(value)

/** Splits a selector list at its top-level commas (not those inside `:is(…)` or `:has(…)`). */
function selectorList(selector: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index]
    if (char === '(') depth += 1
    else if (char === ')') depth -= 1
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, index).trim())
      start = index + 1
    }
  }
  parts.push(selector.slice(start).trim())
  return parts
}

function nestedSelector(parent: string | null, child: string): string {
  if (!parent) return child
  return selectorList(parent)
    .flatMap((outer) =>
      selectorList(child).map((inner) =>
        inner.includes('&') ? inner.replaceAll('&', outer) : `${outer} ${inner}`,
      ),
    )
    .join(',')
}

function rules(selector: string | null, styles: StyleObject): string {
  let declarations = ''
  let nested = ''
  for (const [key, value] of Object.entries(styles)) {
    if (typeof value === 'object') {
      if (key.startsWith('@keyframes')) nested += `${key}{${rules(null, value)}}`
      else if (key.startsWith('@')) nested += `${key}{${rules(selector, value)}}`
      else nested += rules(nestedSelector(selector, key), value)
    } else {
      declarations += `${propertyName(key)}:${propertyValue(key, value)};`
    }
  }
  return (selector && declarations ? `${selector}{${declarations}}` : '') + nested
}

/** The CSS text of global style objects, for a stylesheet the server sends without Emotion. */
export function cssText(...sheets: StyleObject[]): string {
  return sheets.map((sheet) => rules(null, sheet)).join('')
}
