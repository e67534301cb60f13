'use client'
import { cloneElement, type ReactElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { applicationsResources } from './applications/resources'
import { complaintsResources } from './complaints/resources'
import { contentResources } from './content/resources'
import { libraryResources } from './library/resources'
import { mediaResources } from './media/resources'
import { membersResources } from './members/resources'
import { moneyResources } from './money/resources'
import { recordTitleOf } from './record-titles'
import { settingsResources } from './settings/resources'

export const menuGroupIds = ['content', 'people', 'applications', 'money', 'settings'] as const
export type MenuGroupId = (typeof menuGroupIds)[number]

/** Each record named by what it is (record-titles.ts), unless its resource says otherwise. */
const titled = (resources: ReactElement<ResourceProps>[]) =>
  resources.map((resource) =>
    resource.props.recordRepresentation
      ? resource
      : cloneElement(resource, { recordRepresentation: recordTitleOf(resource.props.name) }),
  )

/** Every screen of the back-office, by the group of the menu it is listed under (in that order). */
export const adminSections: Record<MenuGroupId, ReactElement<ResourceProps>[]> = {
  content: titled([...contentResources(), ...libraryResources(), ...mediaResources()]),
  people: titled(membersResources()),
  applications: titled([...applicationsResources(), ...complaintsResources()]),
  money: titled(moneyResources()),
  settings: titled(settingsResources()),
}

/** The resources' names of each group. */
export const menuGroups = menuGroupIds.map((id) => ({
  id,
  resources: adminSections[id].map((resource) => resource.props.name),
}))
