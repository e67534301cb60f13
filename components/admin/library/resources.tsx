'use client'
import CategoryIcon from '@mui/icons-material/Category'
import LanguageIcon from '@mui/icons-material/Language'
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary'
import { Resource } from 'react-admin'
import { LibraryItemCreate, LibraryItemEdit, LibraryItemList } from './library-items'
import { ResourceCardCreate, ResourceCardEdit, ResourceCardList } from './resource-cards'
import { TermCreate, TermEdit, TermList } from './terms'

export function libraryResources() {
  return [
    <Resource
      key="resources"
      name="resources"
      list={LibraryItemList}
      create={LibraryItemCreate}
      edit={LibraryItemEdit}
      icon={LocalLibraryIcon}
      options={{ label: 'resources.resources.name' }}
    />,
    <Resource
      key="resource-cards"
      name="resource-cards"
      list={ResourceCardList}
      create={ResourceCardCreate}
      edit={ResourceCardEdit}
      icon={LanguageIcon}
      options={{ label: 'resources.resource-cards.name' }}
    />,
    <Resource
      key="terms"
      name="terms"
      list={TermList}
      create={TermCreate}
      edit={TermEdit}
      icon={CategoryIcon}
      options={{ label: 'resources.terms.name' }}
    />,
  ]
}
