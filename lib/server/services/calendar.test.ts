import { describe, expect, it } from 'vitest'
import { calendarFile } from './calendar'

const event = {
  uid: 'application-1@portal.example',
  title: 'Jornada; reforma, ley\\colegios',
  startsAt: new Date('2026-12-03T09:00:00Z'),
  endsAt: new Date('2026-12-03T11:30:00Z'),
  location: 'Sede del Colegio, Calle de Almagro 12, Madrid',
  url: 'https://portal.example/my-events/1',
  stamp: new Date('2026-11-22T10:00:00.123Z'),
  cancelled: false,
}

describe('calendarFile', () => {
  it('writes one event in UTC with its text escaped and CRLF line ends', () => {
    const file = calendarFile(event, '-//Test//ES')
    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:application-1@portal.example',
      'DTSTAMP:20261122T100000Z',
      'DTSTART:20261203T090000Z',
      'DTEND:20261203T113000Z',
      'SUMMARY:Jornada\\; reforma\\, ley\\\\colegios',
      'LOCATION:Sede del Colegio\\, Calle de Almagro 12\\, Madrid',
      'URL:https://portal.example/my-events/1',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it('folds lines over 75 octets without splitting a character, and cancels', () => {
    const title = 'Visita guiada al archivo histórico del Colegio · ' + 'ñ'.repeat(60)
    const file = calendarFile({ ...event, title, cancelled: true }, '-//Test//ES')
    const lines = file.split('\r\n')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const summary = lines.slice(lines.findIndex((line) => line.startsWith('SUMMARY:')))
    const unfolded = [summary[0], ...summary.slice(1).filter((line) => line.startsWith(' '))]
      .map((line, index) => (index === 0 ? line : line!.slice(1)))
      .join('')
    expect(unfolded).toBe(`SUMMARY:${title}`)
    expect(file).toContain('METHOD:CANCEL')
    expect(file).toContain('STATUS:CANCELLED')
  })
})
