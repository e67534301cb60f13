'use client'
import ArticleIcon from '@mui/icons-material/Article'
import EventIcon from '@mui/icons-material/Event'
import NewspaperIcon from '@mui/icons-material/Newspaper'
import { Resource } from 'react-admin'
import { EventCreate, EventEdit, EventList, EventShow } from './events'
import { NewsCreate, NewsEdit, NewsList } from './news'
import { PageCreate, PageEdit, PageList } from './pages'

/** The content area of the back-office: news (pages, offers… follow with the same translations editor). */
export function contentResources() {
  return [
    <Resource
      key="news"
      name="news"
      list={NewsList}
      create={NewsCreate}
      edit={NewsEdit}
      icon={NewspaperIcon}
      options={{ label: 'resources.news.name' }}
    />,
    <Resource
      key="pages"
      name="pages"
      list={PageList}
      create={PageCreate}
      edit={PageEdit}
      icon={ArticleIcon}
      options={{ label: 'resources.pages.name' }}
    />,
    <Resource
      key="events"
      name="events"
      list={EventList}
      create={EventCreate}
      edit={EventEdit}
      show={EventShow}
      icon={EventIcon}
      options={{ label: 'resources.events.name' }}
    />,
  ]
}
