import { EventDetailView } from '@/components/events/event-detail'
import { ofKind } from '@/components/events/event-page'
import type { EventDetail, EventKind } from '@/lib/contract/events'
import { contentPaths } from '@/lib/contract/sitemap'
import { publicSiteUrl } from '@/lib/env'
import { loadEvent, loadSettings } from '@/lib/server/portal'
import { detail } from '../detail-route'
import { EnrolmentIslandFrame } from '../enrolment-island-frame'
import { PageEnrolmentIsland } from '../page-enrolment-island'

const eventOfKind = (kind: EventKind) =>
  detail<EventDetail>({
    path: contentPaths[kind],
    load: async (locale, slug, audience) => ofKind(await loadEvent(locale, slug, audience), kind),
    render: async (item, locale) => {
      const settings = await loadSettings(locale)
      return (
        <EventDetailView
          item={item}
          locale={locale}
          organizer={{ name: settings.footer_title, url: publicSiteUrl() }}
          enrolment={(cached) => (
            <EnrolmentIslandFrame>
              <PageEnrolmentIsland eventId={item.id}>{cached}</PageEnrolmentIsland>
            </EnrolmentIslandFrame>
          )}
        />
      )
    },
  })

export const eventDetail = eventOfKind('event')
export const courseDetail = eventOfKind('course')
