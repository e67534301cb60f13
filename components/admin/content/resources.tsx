'use client'
import ArticleIcon from '@mui/icons-material/Article'
import AssignmentIcon from '@mui/icons-material/Assignment'
import NewspaperIcon from '@mui/icons-material/Newspaper'
import { Resource } from 'react-admin'
import { NewsCreate, NewsEdit, NewsList } from './news'
import { PageCreate, PageEdit, PageList } from './pages'
import { ProcedureCreate, ProcedureEdit, ProcedureList } from './procedures'

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
      key="generic-procedures"
      name="generic-procedures"
      list={ProcedureList}
      create={ProcedureCreate}
      edit={ProcedureEdit}
      icon={AssignmentIcon}
      options={{ label: 'resources.generic-procedures.name' }}
    />,
  ]
}
