'use client'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import {
  BooleanInput,
  DateInput,
  Edit,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import type { AdminMember } from '@/lib/contract/admin-members'
import { StaffActionHistory } from '../staff-action-history'
import { collegiateStatusChoices, languageChoices } from './member-choices'
import { MemberProfileEditor } from './member-profile-editor'

function RegistryInputs() {
  const record = useRecordContext<AdminMember>()
  const translate = useTranslate()
  const member = record?.role === 'collegiate' || record?.role === 'precollegiate'
  return (
    <section aria-labelledby="member-registry" style={{ width: '100%' }}>
      <Typography id="member-registry" component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('admin.members.registry')}
      </Typography>
      {member ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('admin.members.registry_help')}
          </Typography>
          <TextInput source="collegiate_code" parse={(value: string) => value || null} />
          <SelectInput source="collegiate_status" choices={collegiateStatusChoices} />
          <DateInput source="deregistered_on" parse={(value: string) => value || null} />
        </>
      ) : (
        <Typography variant="body2">{translate('admin.members.status_only_members')}</Typography>
      )}
    </section>
  )
}

/** Roles are not edited here. The profile's sections are forms of their own, saved one at a time. */
export function MemberEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <TextInput source="name" isRequired />
        <TextInput source="surname" isRequired />
        <TextInput source="email" type="email" isRequired />
        <TextInput source="dni" parse={(value: string) => value || null} />
        <TextInput source="phone" parse={(value: string) => value || null} />
        <SelectInput source="preferred_lang" choices={languageChoices} isRequired />
        <BooleanInput source="is_active" />
        <RegistryInputs />
      </SimpleForm>
      <MemberProfileEditor />
      <Box sx={{ px: 2, pb: 2 }}>
        <StaffActionHistory entity="member" />
      </Box>
    </Edit>
  )
}
