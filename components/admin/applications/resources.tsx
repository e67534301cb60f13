'use client'
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd'
import EventSeatIcon from '@mui/icons-material/EventSeat'
import GavelIcon from '@mui/icons-material/Gavel'
import GroupsIcon from '@mui/icons-material/Groups'
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary'
import { Resource } from 'react-admin'
import { EventApplicationList, EventApplicationShow } from './event-applications'
import { LoanList, LoanShow } from './loans'
import { SocietyList, SocietyShow } from './professional-societies'
import { ProcedureApplicationList, ProcedureApplicationShow } from './procedure-applications'
import { RegistrationList, RegistrationShow } from './registrations'

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
    <Resource
      key="event-applications"
      name="event-applications"
      list={EventApplicationList}
      show={EventApplicationShow}
      icon={EventSeatIcon}
      options={{ label: 'resources.event-applications.name' }}
    />,
    <Resource
      key="procedure-applications"
      name="procedure-applications"
      list={ProcedureApplicationList}
      show={ProcedureApplicationShow}
      icon={GavelIcon}
      options={{ label: 'resources.procedure-applications.name' }}
    />,
    <Resource
      key="professional-societies"
      name="professional-societies"
      list={SocietyList}
      show={SocietyShow}
      icon={GroupsIcon}
      options={{ label: 'resources.professional-societies.name' }}
    />,
    <Resource
      key="loans"
      name="loans"
      list={LoanList}
      show={LoanShow}
      icon={LocalLibraryIcon}
      options={{ label: 'resources.loans.name' }}
    />,
  ]
}
