'use client'
import {
  AutocompleteInput,
  Create,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  type RaRecord,
} from 'react-admin'
import { movementTypes } from '@/lib/contract/movements'
import { useSaveErrorNotifier } from '../content/content-form'
import { ChargeFields, madridDay } from './money-fields'
import { moneyChoices } from './money-status'

const memberText = (member: RaRecord) =>
  [`${String(member.name)} ${String(member.surname)}`.trim(), member.collegiate_code]
    .filter(Boolean)
    .join(' · ')

/** One charge for one member, which they pay from their movements (`?source={"user_id":…}` picks the member). */
export function MovementCreate() {
  const notifyRefused = useSaveErrorNotifier()
  return (
    <Create redirect="show" title="admin.money.newCharge.title" mutationOptions={{ onError: notifyRefused }}>
      <SimpleForm defaultValues={{ type: 'C', vat_treatment: 'exempt', due_date: madridDay(30) }}>
        <ReferenceInput source="user_id" reference="members">
          <AutocompleteInput
            optionText={memberText}
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
            label="resources.movements.fields.user_id"
          />
        </ReferenceInput>
        <SelectInput
          source="type"
          choices={moneyChoices('movementTypes', movementTypes)}
          validate={required()}
        />
        <TextInput
          source="description"
          validate={required()}
          helperText="admin.money.newCharge.descriptionHelp"
        />
        <TextInput
          source="fee_period"
          helperText="admin.money.newCharge.periodHelp"
          parse={(value: string) => value || undefined}
        />
        <ChargeFields amountLabel="admin.money.newCharge.amount" />
      </SimpleForm>
    </Create>
  )
}
