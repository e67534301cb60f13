'use client'
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary'
import { Resource } from 'react-admin'
import { MediaList } from './media-list'

export function mediaResources() {
  return [
    <Resource
      key="media"
      name="media"
      list={MediaList}
      icon={PhotoLibraryIcon}
      options={{ label: 'resources.media.name' }}
    />,
  ]
}
