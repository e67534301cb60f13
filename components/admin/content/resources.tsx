'use client'
import ArticleIcon from '@mui/icons-material/Article'
import BusinessIcon from '@mui/icons-material/Business'
import DescriptionIcon from '@mui/icons-material/Description'
import NotesIcon from '@mui/icons-material/Notes'
import WorkIcon from '@mui/icons-material/Work'
import EventIcon from '@mui/icons-material/Event'
import AssignmentIcon from '@mui/icons-material/Assignment'
import NewspaperIcon from '@mui/icons-material/Newspaper'
import { Resource } from 'react-admin'
import { EventCreate, EventEdit, EventList, EventShow } from './events'
import { NewsCreate, NewsEdit, NewsList } from './news'
import { JobCreate, JobEdit, JobList } from './jobs'
import { PageCreate, PageEdit, PageList } from './pages'
import { ProcedureDescriptionEdit, ProcedureDescriptionList, TemplateEdit, TemplateList } from './texts'
import { WorkplaceCreate, WorkplaceEdit, WorkplaceList } from './workplaces'
import { ProcedureCreate, ProcedureEdit, ProcedureList } from './procedures'

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
      key="jobs"
      name="jobs"
      list={JobList}
      create={JobCreate}
      edit={JobEdit}
      icon={WorkIcon}
      options={{ label: 'resources.jobs.name' }}
    />,
    <Resource
      key="workplaces"
      name="workplaces"
      list={WorkplaceList}
      create={WorkplaceCreate}
      edit={WorkplaceEdit}
      icon={BusinessIcon}
      options={{ label: 'resources.workplaces.name' }}
    />,
    <Resource
      key="templates"
      name="templates"
      list={TemplateList}
      edit={TemplateEdit}
      icon={NotesIcon}
      options={{ label: 'resources.templates.name' }}
    />,
    <Resource
      key="procedure-descriptions"
      name="procedure-descriptions"
      list={ProcedureDescriptionList}
      edit={ProcedureDescriptionEdit}
      icon={DescriptionIcon}
      options={{ label: 'resources.procedure-descriptions.name' }}
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
