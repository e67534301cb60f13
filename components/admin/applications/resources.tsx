'use client'
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd'
import { Resource } from 'react-admin'
import { RegistrationList, RegistrationShow } from './registrations'

/** The applications staff handle (#12): each kind a resource named as its /api/admin path. */
export function applicationsResources() {
  return [
    <Resource
      key="registrations"
      name="registrations"
      list={RegistrationList}
      show={RegistrationShow}
      icon={AssignmentIndIcon}
      options={{ label: 'resources.registrations.name' }}
    />,
  ]
}
