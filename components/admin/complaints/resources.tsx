'use client'
import ReportProblemIcon from '@mui/icons-material/ReportProblem'
import WorkOffIcon from '@mui/icons-material/WorkOff'
import { Resource } from 'react-admin'
import { ConsumerComplaintList, JobComplaintList } from './complaint-list'
import { ConsumerComplaintShow, JobComplaintShow } from './complaint-show'

export function complaintsResources() {
  return [
    <Resource
      key="consumer-complaints"
      name="consumer-complaints"
      list={ConsumerComplaintList}
      show={ConsumerComplaintShow}
      icon={ReportProblemIcon}
      options={{ label: 'resources.consumer-complaints.name' }}
    />,
    <Resource
      key="job-complaints"
      name="job-complaints"
      list={JobComplaintList}
      show={JobComplaintShow}
      icon={WorkOffIcon}
      options={{ label: 'resources.job-complaints.name' }}
    />,
  ]
}
