// Plain data without zod, so that code every page loads (the error page) can read it cheaply.

/** Every error code the API and the UI know, as spec §8 lists them. The UI shows `t('errors.CODE')`. */
export const errorCodes = [
  'VERIFY_USER_BAD_TOKEN',
  'REGISTER_INVALID_PASSWORD',
  'VERIFY_USER_ALREADY_VERIFIED',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_VERIFIED',
  'INVALID_JWT',
  'USER_NOT_FOUND',
  'LOGIN_BAD_CREDENTIALS',
  'LOGIN_USER_NOT_VERIFIED',
  'RESET_PASSWORD_BAD_TOKEN',
  'RESET_PASSWORD_INVALID_PASSWORD',
  'PAGE_NOT_FOUND',
  'UNAUTHORIZED',
  'REGISTER_USER_ALREADY_EXISTS',
  'COLLEGIATE_EXIST_WRONG_REGISTRATION_TYPE',
  'COLLEGIATE_EMAIL_ALREADY_EXIST',
  'INVALID_JSON_FORMAT',
  'EMPTY_FORM_DATA',
  'EVENT_NOT_FOUND',
  'EVENT_NOT_PUBLISHED',
  'EVENT_CLOSED',
  'APPLICATION_ALREADY_EXIST',
  'NOT_AUTHORIZED',
  'NO_SLOTS_AVAILABLE',
  'ERROR_ON_CHECK_RULES',
  'ERROR_GENERATING_STATUS_CHANGE_LOG',
  'ERROR_ON_INSERT_APPLICATION',
  'RESOURCE_APPLICATION_IN_COURSE',
  // Not in the association back end's catalogue: the portal's own API answers them.
  'TOO_MANY_REQUESTS',
  'IDEMPOTENCY_KEY_REUSED',
  'CAPTCHA_INVALID',
  'CAPTCHA_UNAVAILABLE',
  // FastAPI Users codes the spec does not list, answered by PATCH /user/me.
  'UPDATE_USER_EMAIL_ALREADY_EXISTS',
  'UPDATE_USER_INVALID_PASSWORD',
  'INVALID_CURRENT_PASSWORD',
  'DNI_MISMATCH',
  'DNI_NOT_REGISTERED',
  'PHONE_CODE_INVALID',
  // Public content: a second vote for the same resource or card (spec §5: one vote per user).
  'RATING_ALREADY_EXISTS',
  // Profile attachments (spec §5: at most 5 MB; PDF, JPEG or PNG by content; a maximum number of files).
  'ATTACHMENT_TOO_LARGE',
  'ATTACHMENT_TYPE_NOT_ALLOWED',
  'ATTACHMENT_EMPTY',
  'ATTACHMENT_NOT_FOUND',
  'ATTACHMENT_LIMIT_REACHED',
  // Too many files uploaded in a short time (profile attachments, back-office pictures): 429 with Retry-After.
  'TOO_MANY_UPLOADS',
  // Course and event applications: someone else's answers the same as a missing one.
  'APPLICATION_NOT_FOUND',
  'APPLICATION_NOT_CANCELLABLE',
  'APPLICATION_CLOSED',
  // Subscriptions and consents: a category that is not an event category; withdrawing a required consent.
  'SUBSCRIPTION_CATEGORY_UNKNOWN',
  'CONSENT_NOT_WITHDRAWABLE',
  'MOVEMENT_NOT_FOUND',
  'INVOICE_NOT_AVAILABLE',
  // Resource loans: an item that is not published, or not lent through the portal; withdrawing a loan.
  'RESOURCE_NOT_FOUND',
  'RESOURCE_NOT_LOANABLE',
  'LOAN_NOT_FOUND',
  'LOAN_NOT_CANCELLABLE',
  // Professional societies: someone else's answers the same as a missing one; a CIF already active; a change
  // to the components that the rules refuse (answered as {code, reason}); the deed is required.
  'SOCIETY_NOT_FOUND',
  'SOCIETY_COMPONENT_NOT_FOUND',
  'SOCIETY_CIF_TAKEN',
  'SOCIETY_COMPONENTS_RULE',
  'SOCIETY_DEED_REQUIRED',
  // Generic procedure forms: no published procedure with that id.
  'GENERIC_PROCEDURE_NOT_FOUND',
  // Payments: a movement already paid or scheduled; a method the configuration does not offer; someone
  // else's payment; direct debits without a mandate or an IBAN; the card gateway's notifications refused.
  'MOVEMENT_NOT_PAYABLE',
  'PAYMENT_METHOD_NOT_AVAILABLE',
  'PAYMENT_NOT_FOUND',
  'SEPA_MANDATE_REQUIRED',
  'SEPA_MANDATE_NOT_FOUND',
  'IBAN_REQUIRED',
  'NOTIFICATION_SIGNATURE_INVALID',
  'NOTIFICATION_MISMATCH',
  // Issued documents (#10, spec §8 QR errors): no document with that code, a malformed code, the file unavailable;
  // a certificate whose conditions are not met; the complaint lookup's unknown tracking code.
  'DOCUMENT_NOT_FOUND',
  'DOCUMENT_CODE_INVALID',
  'DOCUMENT_UNAVAILABLE',
  'CERTIFICATE_NOT_AVAILABLE',
  'COMPLAINT_NOT_FOUND',
  // The public registries: a search with fewer than two letters or digits.
  'REGISTRY_QUERY_TOO_SHORT',
  // The back-office: a collegiate status for an account that is not a member's; a complaint already closed,
  // or moved to the status it has; a complaint assigned to someone who is not active staff.
  'NOT_A_MEMBER',
  'COMPLAINT_CLOSED',
  'COMPLAINT_STATUS_UNCHANGED',
  'ASSIGNEE_NOT_STAFF',
  // Back-office settings: Spanish, the default, cannot be turned off; unknown navbars and menu items; a
  // parent that is not a top-level item of the same navbar (menus nest one level).
  'LANGUAGE_DEFAULT_REQUIRED',
  'NAVBAR_NOT_FOUND',
  'NAVIGATION_ITEM_NOT_FOUND',
  'NAVIGATION_ITEM_PARENT_INVALID',
  // The back-office's money: remittances, direct debit charges, mandates and payments staff handle.
  'REMITTANCE_NOT_FOUND',
  'REMITTANCE_NOTHING_TO_PRESENT',
  'REMITTANCE_WITHDRAWN',
  'REMITTANCE_HAS_OUTCOMES',
  'DIRECT_DEBIT_CHARGE_NOT_FOUND',
  'DIRECT_DEBIT_CHARGE_NOT_PRESENTED',
  'DIRECT_DEBIT_CHARGE_CLOSED',
  'SEPA_MANDATE_NOT_SIGNED',
  'SEPA_SIGNATURE_DATE_INVALID',
  'PAYMENT_NOT_PENDING_TRANSFER',
  'PAYMENT_NOT_FLAGGED',
  // The back-office's content: an unknown news item, page, offer…; a slug another item has in that language
  // (the detail's reason names the language).
  'CONTENT_NOT_FOUND',
  'SLUG_TAKEN',
  // A job offer the public complained about is archived, not deleted (its complaints would go with it).
  'JOB_HAS_COMPLAINTS',
  // The back-office's events and courses: fewer places than the ones already taken; deleting an event that
  // has applications (archive or discard it instead); no longer admitting pre-collegiates (made an event, or the
  // group unticked) while they hold live applications.
  'EVENT_SLOTS_BELOW_TAKEN',
  'EVENT_HAS_APPLICATIONS',
  'EVENT_GROUP_HAS_APPLICATIONS',
  // The back-office: a status change the application's current status does not allow (a closed one).
  'APPLICATION_STATUS_NOT_ALLOWED',
  // Back-office pictures: unknown; over 5 MiB; not PNG or JPEG by content (SVG, PDF, a renamed file); a PNG or
  // JPEG whose size cannot be read; still used by an item or the settings (the reason names where). A navbar still
  // placed by a language's settings (the reason names the slot), or a slug its language already has.
  'MEDIA_NOT_FOUND',
  'MEDIA_TOO_LARGE',
  'MEDIA_TYPE_NOT_ALLOWED',
  'MEDIA_UNREADABLE',
  'MEDIA_IN_USE',
  'NAVBAR_IN_USE',
  'NAVBAR_SLUG_TAKEN',
  // Lending an item whose copies are all lent.
  'RESOURCE_NOT_AVAILABLE',
  // The back-office's library and terms: copies below those on loan, an item with loans deleted, a term key
  // another term of its vocabulary has, and a term in use deleted (the reason names where: `news=2,resources=1`).
  'RESOURCE_COPIES_ON_LOAN',
  'RESOURCE_HAS_LOANS',
  'TERM_NOT_FOUND',
  'TERM_KEY_TAKEN',
  'TERM_IN_USE',
  // The back-office's generic procedures: a form change that would leave answers without their question (the
  // reason names the question, and the choice), and deleting a procedure that has applications.
  'FORM_QUESTION_ANSWERED',
  'PROCEDURE_HAS_APPLICATIONS',
] as const

export type ErrorCode = (typeof errorCodes)[number]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value)
}
