import { describe, expect, it } from 'vitest'
import { cssText } from './css-text'

describe('cssText', () => {
  it('writes nested selectors, at-rules and keyframes as Emotion would, px on unit-less numbers', () => {
    expect(
      cssText({
        '.a, .b': {
          zIndex: 2,
          maxWidth: 720,
          margin: 0,
          '&:hover': { color: 'red' },
          '& h2, & h3': { lineHeight: 1.25 },
          '@media print': { display: 'none' },
        },
        ':is(.x, .y) > li': { WebkitFontSmoothing: 'antialiased', '--portal-size': 3 },
        '@keyframes fade': { from: { opacity: 0 }, to: { opacity: 1 } },
      }),
    ).toBe(
      '.a, .b{z-index:2;max-width:720px;margin:0;}.a:hover,.b:hover{color:red;}' +
        '.a h2,.a h3,.b h2,.b h3{line-height:1.25;}@media print{.a, .b{display:none;}}' +
        ':is(.x, .y) > li{-webkit-font-smoothing:antialiased;--portal-size:3;}' +
        '@keyframes fade{from{opacity:0;}to{opacity:1;}}',
    )
  })
})
