package texts

// Message keys of the checkout's texts; several are the spec's own keys
// (spec 000 §8 "Other cart messages", "Empty cart").
const (
	CartLocked        = "cart.locked"
	CartExpired       = "cart.expired"
	CartPaid          = "cart.checked_out"
	AlreadyInCart     = "cart.already_in_cart"
	MixedDelay        = "cart.mixed_delayed_payment"
	Restriction       = "cart.restriction_conflict"
	InvalidAmount     = "cart.invalid_amount"
	ItemNotFound      = "cart.item_not_found"
	PayableNotFound   = "cart.payable_not_found"
	ItemNotPayable    = "cart.item_not_payable"
	AmountMismatch    = "cart.updated"
	OverLimit         = "cart.limit_exceeded"
	CartEmpty         = "checkout.empty"
	CheckOutBusy      = "checkout.in_progress"
	KeyReused         = "checkout.key_reused"
	InvalidQuantity   = "cart.invalid_quantity"
	InvalidField      = "cart.required"
	NoTenders         = "cart.no_enabled_payment_methods"
	NotAccepted       = "api.not_accepted"
	TenderInvalid     = "payment.details_invalid"
	Declined          = "payment.declined"
	InsufficientFunds = "payment.insufficient_funds"
	ExpiredCard       = "payment.expired_card"
	ProcessingError   = "payment.processing_error"
	BankReturned      = "payment.bank_returned"
	TenderMismatch    = "payment.tender_mismatch"
	BrandRefused      = "payment.brand_not_accepted"
	LoginDisabled     = "login_modal.disabled.description_short"
	LoginUnavailable  = "login.unavailable"
)

// Message keys of the payable-change refusals, the billing address
// saved after check-out, and the bot challenge's refusals.
const (
	ItemsChanged        = "checkout.items_changed"
	ItemGone            = "checkout.item_gone"
	ItemNoLongerPayable = "checkout.item_no_longer_payable"
	AddressSaveFailed   = "checkout.billing_address_not_saved"
	BotChallengeFailed  = "bot_check.challenge_failed"
	BotNoPreClearance   = "bot_check.no_pre_clearance"
	BotNotInitialized   = "bot_check.not_initialized"
)

// Message keys of the delivery texts; two are the spec's own (spec 000 §8
// "Change payable failure", "Delivery option switch failure").
const (
	DeliveryRequired    = "delivery.required"
	DeliveryNotNeeded   = "delivery.not_needed"
	DeliveryMethod      = "delivery.method"
	AddressIncomplete   = "delivery.address.incomplete"
	AddressUSOnly       = "delivery.address.us_only"
	AddressUndeliver    = "delivery.address.undeliverable"
	AddressState        = "delivery.address.state"
	AddressPostalCode   = "delivery.address.postal_code"
	AddressNameLong     = "delivery.address.name_too_long"
	AddressMilitary     = "delivery.address.military"
	AddressConfirm      = "delivery.address.confirm"
	PickupUnavailable   = "delivery.pickup.unavailable"
	PickupLocation      = "delivery.pickup.location"
	PickupPerson        = "delivery.pickup.person"
	OfficesTimedOut     = "delivery.offices.timed_out"
	OfficesFailed       = "delivery.offices.communication_error"
	ChangeDelivery      = "checkout.change_delivery_option.error"
	ChangePayable       = "checkout.change_payable.error"
	RenewalChoice       = "delivery.renewal.choice"
	DeliveryCartMissing = "delivery.no_cart"
)

// Message keys of the hand-off texts (spec 000 §1, §7 "Cart redirect
// service").
const (
	HandoffOff         = "checkout.handoff.not_configured"
	HandoffClosed      = "checkout.handoff.cart_closed"
	HandoffUnavailable = "checkout.handoff.unavailable"
)

// Message keys of the settings and e-mail verification texts. The two
// verification keys are the spec's own (spec 000 §8).
const (
	ProfileInvalid      = "profile.invalid"
	ProfileReadOnly     = "profile.read_only"
	ProfileGivenName    = "profile.given_name"
	ProfileFamilyName   = "profile.family_name"
	ProfilePhone        = "profile.phone"
	ProfileLanguage     = "profile.language"
	ProfileContact      = "profile.contact_preference"
	ProfileSMSNeedPhone = "profile.sms_needs_phone"
	ProfileEmail        = "profile.email_read_only"
	VerifyInvalid       = "login.verification.error.invalid"
	VerifyUnexpected    = "login.verification.error.unexpected"
	VerifyResendFailed  = "login.verification.resend_failed"
	VerifyTooSoon       = "login.verification.resend_too_soon"
)

// Message keys of the saved-items commands.
const (
	SavedSignIn      = "saved_items.sign_in"
	SavedChooseOne   = "saved_items.choose_to_remove"
	SavedChooseItem  = "saved_items.choose_to_save"
	SavedNotFound    = "saved_items.not_found"
	SavedNotSaveable = "saved_items.not_saveable"
)

// Message keys of the wallet commands.
const (
	WalletNotOffered = "payment.wallet_not_offered"
	OrderNotApproved = "paypal.not_approved"
	OrderNotFound    = "paypal.not_found"
	WalletDeclined   = "wallet.declined"
)

// Message keys of the contact command.
const (
	ContactOff     = "contact.off"
	ContactInvalid = "contact.invalid"
)

// Message keys of the saved payment methods (spec 001 §3, §4 "Wallet";
// WAL-07 names, ERR-95, ROLE-07, ROLE-21).
const (
	TenderNameCard      = "saved_tender.name.card"
	TenderNameCardPlain = "saved_tender.name.card_plain"
	TenderNameChecking  = "saved_tender.name.checking"
	TenderNameSavings   = "saved_tender.name.savings"
	TenderNameBank      = "saved_tender.name.bank"
	TenderSignIn        = "saved_tender.sign_in_required"
	TenderNotFound      = "saved_tender.not_found"
	TenderExpired       = "saved_tender.expired"
	TenderRemoveFailed  = "saved_tender.remove_failed"
	TenderSaveFailed    = "saved_tender.save_failed"
	TenderNotSaved      = "saved_tender.not_saved"
	TenderAlreadySaved  = "saved_tender.already_saved"
	TenderRemoved       = "saved_tender.removed"
	TenderPayPalNotHere = "saved_tender.paypal_not_at_checkout"
	TenderNothingClaim  = "saved_tender.nothing_to_claim"
	TenderDisclosure    = "saved_tender.card_on_file_disclosure"
	TenderUnknownType   = "saved_tender.unknown_type"
	TenderSetupRefused  = "saved_tender.paypal_setup_refused"
)

// Message keys of scheduled payments and autopay (spec 001 §4, §5, §8;
// spec 000 §4 "Autopay", §5). ScheduleOneItemAllowed is the spec's own key
// (ERR-22).
const (
	ScheduleSignIn            = "schedpay.sign_in_required"
	ScheduleNotSchedulable    = "schedpay.not_schedulable"
	ScheduleFrequencyRequired = "schedpay.frequency_required"
	ScheduleUnrecognized      = "schedpay.unrecognized_frequency"
	ScheduleKindNotAllowed    = "schedpay.kind_not_allowed"
	ScheduleDaysFormat        = "schedpay.days_before_due_format"
	ScheduleDaysRange         = "schedpay.days_before_due_range"
	ScheduleDateRequired      = "schedpay.date_required"
	ScheduleDateFormat        = "schedpay.date_format"
	ScheduleDatePast          = "schedpay.date_not_after_today"
	ScheduleDateTooFar        = "schedpay.date_too_far"
	ScheduleEndTooSoon        = "schedpay.end_too_soon"
	ScheduleNoEndConfirm      = "schedpay.no_end_date_confirm"
	ScheduleYearlyDate        = "schedpay.yearly_date"
	ScheduleInterval          = "schedpay.interval"
	ScheduleDayOfWeek         = "schedpay.day_of_week"
	ScheduleAmountKind        = "schedpay.amount_kind"
	ScheduleAmountInvalid     = "schedpay.amount_invalid"
	ScheduleAmountFormat      = "schedpay.amount_format"
	ScheduleAmountRange       = "schedpay.amount_range"
	ScheduleAmountFixed       = "schedpay.amount_fixed"
	ScheduleTooManyPlans      = "schedpay.too_many_plans"
	ScheduleTermsRequired     = "schedpay.terms_required"
	ScheduleTenderRequired    = "schedpay.tender_required"
	ScheduleTenderType        = "schedpay.tender_type"
	SchedulePayerRequired     = "schedpay.payer_required"
	SchedulePastDue           = "schedpay.one_time_past_due"
	ScheduleDuplicate         = "schedpay.duplicate_plan"
	ScheduleOneItemAllowed    = "schedpay.one_item_allowed"
	ScheduleSaveError         = "schedpay.save_error"
	ScheduleCancelError       = "schedpay.cancel_error"
	ScheduleWrongSite         = "schedpay.wrong_site"
	ScheduleTimeZone          = "schedpay.time_zone_invalid"
	ScheduleNotFound          = "schedpay.not_found"
	SchedulePauseDisabled     = "schedpay.pause_disabled"
	SchedulePauseConfirm      = "schedpay.pause_confirm"
	SchedulePauseConfirmEnd   = "schedpay.pause_confirm_with_end_date"
	ScheduleNotPaused         = "schedpay.not_paused"
	ScheduleCanceled          = "schedpay.canceled"
	ScheduleTerms             = "schedpay.terms"
	ScheduleNextPaused        = "schedpay.next_run.paused"
	ScheduleNextTBD           = "schedpay.next_run.tbd"
	ScheduleNextNone          = "schedpay.next_run.none"
	ScheduleAdmin             = "schedpay.last_modified.admin"
	// ScheduleStaffTerms is the terms checkbox when staff act for a payer
	// (SCHED-55); ScheduleStaffPayerUnknown refuses a payer e-mail no
	// resident account has.
	ScheduleStaffTerms        = "schedpay.staff.terms"
	ScheduleStaffPayerUnknown = "schedpay.staff.payer_unknown"
	ScheduleStatusActive      = "schedpay.status.active"
	ScheduleStatusPausedUntil = "schedpay.status.paused_until"
	ScheduleStatusPaused      = "schedpay.status.paused"
	ScheduleStatusCanceled    = "schedpay.status.canceled"
	ScheduleStatusSkipped     = "schedpay.status.skipped"
	ScheduleStatusNoRun       = "schedpay.status.no_run"
	AutopaySavedTender        = "autopay.needs_saved_tender"
	AutopayItemNotInCart      = "autopay.item_not_in_cart"
	AutopayNotEligible        = "autopay.not_eligible"
	AutopayItemTwice          = "autopay.item_named_twice"
	AutopayUnavailable        = "autopay.unavailable"
	AutopayEnrolled           = "autopay.enrolled"
	AutopayFailed             = "autopay.failed"
	AutopayTenderNotAllowed   = "autopay.tender_not_allowed"
	FormNotFound              = "forms.not_found"
	FormSignInRequired        = "forms.sign_in_required"
	FormFieldRequired         = "forms.field_required"
	FormFieldTooLong          = "forms.field_too_long"
	FormFieldControl          = "forms.field_control"
	FormFieldInvalid          = "forms.field_invalid"
	FormCompanyCode           = "forms.company_code"
	FormUnknownField          = "forms.unknown_field"
	FormOneFile               = "forms.one_file"
	FormUploadUnavailable     = "forms.upload_unavailable"
	FormKeyReused             = "forms.idempotency_key_reused"
	UploadTooLarge            = "uploads.too_large"
	UploadWrongType           = "uploads.wrong_type"
	UploadFailed              = "uploads.failed"
	UploadEmpty               = "uploads.empty"
	UploadNotAField           = "uploads.not_an_upload_field"
	UploadNoSession           = "uploads.no_session"
	UploadTooManyPending      = "uploads.too_many_pending"
	SigTooLarge               = "signature.too_large"
	SigFailed                 = "signature.failed"
	SigTooLong                = "signature.too_long"
	SigRequired               = "signature.required"
	SigPlaceholder            = "signature.placeholder"
	SigAgreement              = "signature.agreement"
)

// Ownership verification by a mailed PIN (spec 001 §4 "Ownership", §8;
// VERIFY-01..05, ERR-69, ERR-70).
const (
	VerifySignIn          = "verify.sign_in_required"
	VerifyInvalidPIN      = "verify.invalid_pin"
	VerifyPINFormat       = "verify.pin_format"
	VerifyPINRequestIssue = "verify.pin_request_issue"
	VerifyLocked          = "verify.pin_locked"
	VerifyTooManyLetters  = "verify.too_many_letters"
	VerifyAlreadyClaimed  = "verify.already_claimed"
	VerifyNoPIN           = "verify.pin_not_requested"
	VerifyPINExpired      = "verify.pin_expired"
	VerifyNotFound        = "verify.not_found"
	VerifyFailed          = "verify.failed"
)

// E-billing (spec 001 §4 "E-billing", §8; EBILL-01..10, ERR-71, ERR-72,
// VERIFY-01, ROLE-19).
const (
	EbillIncorrectCode    = "ebilling.incorrect_code"
	EbillExpiredLink      = "ebilling.expired_link"
	EbillExpiredCode      = "ebilling.expired_code"
	EbillCodeLocked       = "ebilling.code_locked"
	EbillCodesLocked      = "ebilling.codes_locked"
	EbillTooManyMails     = "ebilling.too_many_mails"
	EbillSubscribeFailed  = "ebilling.subscribe_error"
	EbillModifyFailed     = "ebilling.modify_error"
	EbillUnsubscribeError = "ebilling.unsubscribe_error"
	EbillServerError      = "ebilling.server_error"
	EbillDuplicate        = "ebilling.duplicate"
	EbillAlreadyConfirmed = "ebilling.already_confirmed"
	EbillNotActive        = "ebilling.not_active"
	EbillNotFound         = "ebilling.not_found"
	EbillVerifyFirst      = "ebilling.verify_ownership_first"
	EbillEmailInvalid     = "ebilling.email_invalid"
	EbillNameRequired     = "ebilling.name_required"
	EbillPreference       = "ebilling.preference"
	EbillWrongSite        = "ebilling.wrong_site"
	EbillUnknownPayable   = "ebilling.unknown_payable"
	EbillTooManyToAddress = "ebilling.too_many_mails_to_address"
	EbillTooManyFromHere  = "ebilling.too_many_mails_from_address"
	EbillPendingNoCode    = "ebilling.pending_no_code"
)

// Refusals of the backend's own limits: an e-billing subscription never
// confirmed within its life, a client address that attached too many
// files without signing in or verifying its e-mail, and a resident who
// attached too many files in a day.
const (
	EbillExpired                   = "ebilling.expired"
	UploadTooManyFromAddress       = "uploads.too_many_from_address"
	UploadTooManyFromAddressSigned = "uploads.too_many_from_address_unverified"
	UploadTooManyToday             = "uploads.too_many_today"
)

// Message keys of the payables flags (spec 001 §4 "Payables flags").
const (
	PayableAlone = "cart.payable_alone"
)

// Message keys of bulk add (spec 001 §4 "Bulk upload flow").
const (
	BulkTooManyUploads = "bulk.too_many_uploads"
)

// Message keys of the search pages (spec 001 §2 "Search types").
const (
	SourcePageUnavailable = "search.page_unavailable"
)

// Message keys of confidential payments (spec 001 §5 "Confidential
// payment"; VAL-80).
const (
	ConfidentialTaxType = "confidential.tax_type"
)

// Message keys of My items' bulk autopay (spec 001 §4 "Scheduled payment";
// SCHED-38).
const (
	SavedAutopayChoose   = "saved_items.autopay_choose"
	SavedAutopayTooMany  = "saved_items.autopay_too_many"
	SavedAutopayNotSaved = "saved_items.autopay_not_saved"
)

// A check-out with a payment method the site does not take right now (an
// outage banner's effect, ANN-10).
const (
	MethodUnavailable = "payment.method_unavailable"
)

// Staff entering a payer's card or bank account (ROLE-18 adminFilling):
// the tender token is not of a frame staff opened for this payer.
const (
	StaffTenderNotForPayer = "schedpay.staff.tender_not_for_payer"
)
