'use client'
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary'
import { Resource } from 'react-admin'
import { MediaList } from './media-list'

/**
 * Uploaded pictures: the list at /admin/media. Forms take a picture through `ImageSourceInput`
 * (./image-input), which uploads to and picks from the same list.
 */
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
