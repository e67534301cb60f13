'use client'
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
          <SelectInput source="collegiate_status" choices={collegiateStatusChoices} />
          <DateInput source="deregistered_on" parse={(value: string) => value || null} />
        </>
      ) : (
        <Typography variant="body2">{translate('admin.members.status_only_members')}</Typography>
      )}
    </section>
  )
}

/** Roles are not edited here. */
export function MemberEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <TextInput source="name" isRequired />
        <TextInput source="surname" isRequired />
        <TextInput source="email" type="email" isRequired />
        <TextInput source="phone" parse={(value: string) => value || null} />
        <SelectInput source="preferred_lang" choices={languageChoices} isRequired />
        <BooleanInput source="is_active" />
        <RegistryInputs />
        <StaffActionHistory entity="member" />
      </SimpleForm>
    </Edit>
  )
}
