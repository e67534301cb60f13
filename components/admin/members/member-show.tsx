'use client'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import {
  BooleanField,
  DateField,
  EditButton,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import type { ReactNode } from 'react'
import { adminBasePath } from '@/lib/contract/admin'
import type { AdminMember } from '@/lib/contract/admin-members'
import { StaffActionHistory } from '../staff-action-history'
import { StaffRoleButton } from './staff-role-button'

function MovementsButton() {
  const record = useRecordContext<AdminMember>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Button component={RouterLink} to={record.movements_path} size="small">
      {translate('admin.members.movements')}
    </Button>
  )
}

function MemberActions() {
  return (
    <TopToolbar>
      <MovementsButton />
      <StaffRoleButton />
      <EditButton />
    </TopToolbar>
  )
}

/** Each proving document as a download link; staff read them through the back-office's own route. */
function MemberDocuments({ member }: { member: AdminMember }) {
  const translate = useTranslate()
  const documents = Object.entries(member.profile?.documents ?? {}).flatMap(([kind, document]) =>
    document ? [{ kind, document }] : [],
  )
  if (documents.length === 0) return '—'
  return documents.map(({ kind, document }, index) => (
    <span key={document.id}>
      {index > 0 && '; '}
      {translate(`admin.profileData.documents.${kind}`)}:{' '}
      <Link href={`/api${adminBasePath}/members/${member.id}/attachments/${document.id}`} download>
        {document.filename}
      </Link>
    </span>
  ))
}

function ProfileSummary() {
  const record = useRecordContext<AdminMember>()
  const translate = useTranslate()
  // The list's row stands in for the record until it is read, without its profile.
  if (record?.profile === undefined) return null
  const profile = record.profile
  const rows: Array<[string, ReactNode]> = profile
    ? [
        ['phone1', profile.main.phone1],
        ['address', profile.address.address],
        ['city', profile.address.city],
        ['degree_title', profile.academic.degree_title],
        ['university', profile.academic.university],
        [
          'specialties',
          profile.academic.specialties
            .map((specialty) => translate(`admin.profileData.specialties.${specialty}`))
            .join(', ') || null,
        ],
        ['documents', <MemberDocuments key="documents" member={record} />],
        ...('economic' in profile
          ? ([
              ['iban', profile.economic.iban],
              [
                'situation',
                profile.professional.situation &&
                  translate(`admin.registrationForm.options.situation.${profile.professional.situation}`, {
                    _: profile.professional.situation,
                  }),
              ],
              ['workplace_name', profile.professional.workplace_name],
            ] as Array<[string, ReactNode]>)
          : []),
      ]
    : []
  return (
    <section aria-labelledby="member-profile">
      <Typography id="member-profile" component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('admin.members.profile')}
      </Typography>
      {profile ? (
        <dl>
          {rows.map(([key, value]) => (
            <div key={key} style={{ display: 'flex', gap: '1rem' }}>
              <dt style={{ minWidth: '14rem', fontWeight: 600 }}>
                {translate(`admin.members.profile_fields.${key}`)}
              </dt>
              <dd style={{ margin: 0 }}>{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Typography>{translate('admin.members.no_profile')}</Typography>
      )}
    </section>
  )
}

export function MemberShow() {
  const translate = useTranslate()
  return (
    <Show actions={<MemberActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="surname" />
        <TextField source="email" />
        <TextField source="tmp_email" emptyText="—" />
        <TextField source="dni" emptyText="—" />
        <TextField source="phone" emptyText="—" />
        <FunctionField<AdminMember>
          source="role"
          render={(record) => (record.role ? translate(`admin.members.roles.${record.role}`) : '—')}
        />
        <FunctionField<AdminMember>
          source="preferred_lang"
          render={(record) => translate(`admin.members.languages.${record.preferred_lang}`)}
        />
        <BooleanField source="is_active" />
        <BooleanField source="is_verified" />
        <TextField source="collegiate_code" emptyText="—" />
        <FunctionField<AdminMember>
          source="collegiate_status"
          render={(record) =>
            record.collegiate_status
              ? translate(`admin.members.collegiate_statuses.${record.collegiate_status}`)
              : '—'
          }
        />
        <DateField source="deregistered_on" emptyText="—" />
        <DateField source="created_at" />
        <Labeled label={false}>
          <ProfileSummary />
        </Labeled>
        <StaffActionHistory entity="member" />
      </SimpleShowLayout>
    </Show>
  )
}
