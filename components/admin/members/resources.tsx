'use client'
import PeopleIcon from '@mui/icons-material/People'
import { Resource } from 'react-admin'
import { MemberEdit } from './member-edit'
import { MemberList } from './member-list'
import { MemberShow } from './member-show'

export function membersResources() {
  return [
    <Resource
      key="members"
      name="members"
      list={MemberList}
      show={MemberShow}
      edit={MemberEdit}
      icon={PeopleIcon}
      options={{ label: 'resources.members.name' }}
    />,
  ]
}
