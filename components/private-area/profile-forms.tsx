export { EconomicProfileForm } from './profile-economic-form'
export { MainProfileForm } from './profile-main-form'
export { ProfessionalProfileForm } from './profile-professional-form'
