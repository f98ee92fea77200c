package screen

// Message keys of the checkout's texts; several are the spec's own keys
// (spec 000 §8 "Other cart messages", "Empty cart").
const (
	msgCartLocked        = "cart.locked"
	msgCartExpired       = "cart.expired"
	msgCartPaid          = "cart.checked_out"
	msgAlreadyInCart     = "cart.already_in_cart"
	msgMixedDelay        = "cart.mixed_delayed_payment"
	msgRestriction       = "cart.restriction_conflict"
	msgInvalidAmount     = "cart.invalid_amount"
	msgItemNotFound      = "cart.item_not_found"
	msgPayableNotFound   = "cart.payable_not_found"
	msgItemNotPayable    = "cart.item_not_payable"
	msgAmountMismatch    = "cart.updated"
	msgOverLimit         = "cart.limit_exceeded"
	msgCartEmpty         = "checkout.empty"
	msgCheckOutBusy      = "checkout.in_progress"
	msgKeyReused         = "checkout.key_reused"
	msgInvalidQuantity   = "cart.invalid_quantity"
	msgInvalidField      = "cart.required"
	msgNoTenders         = "cart.no_enabled_payment_methods"
	msgNotAccepted       = "api.not_accepted"
	msgTenderInvalid     = "payment.details_invalid"
	msgDeclined          = "payment.declined"
	msgInsufficientFunds = "payment.insufficient_funds"
	msgExpiredCard       = "payment.expired_card"
	msgProcessingError   = "payment.processing_error"
	msgBankReturned      = "payment.bank_returned"
	msgTenderMismatch    = "payment.tender_mismatch"
	msgBrandRefused      = "payment.brand_not_accepted"
	msgLoginDisabled     = "login_modal.disabled.description_short"
	msgLoginUnavailable  = "login.unavailable"
)

// Message keys of the payable-change refusals, the billing address
// saved after check-out, and the bot challenge's refusals.
const (
	msgItemsChanged        = "checkout.items_changed"
	msgItemGone            = "checkout.item_gone"
	msgItemNoLongerPayable = "checkout.item_no_longer_payable"
	msgAddressSaveFailed   = "checkout.billing_address_not_saved"
	msgBotChallengeFailed  = "bot_check.challenge_failed"
	msgBotNoPreClearance   = "bot_check.no_pre_clearance"
	msgBotNotInitialized   = "bot_check.not_initialized"
)

// Message keys of the delivery texts; two are the spec's own (spec 000 §8
// "Change payable failure", "Delivery option switch failure").
const (
	msgDeliveryRequired    = "delivery.required"
	msgDeliveryNotNeeded   = "delivery.not_needed"
	msgDeliveryMethod      = "delivery.method"
	msgAddressIncomplete   = "delivery.address.incomplete"
	msgAddressUSOnly       = "delivery.address.us_only"
	msgAddressUndeliver    = "delivery.address.undeliverable"
	msgAddressState        = "delivery.address.state"
	msgAddressPostalCode   = "delivery.address.postal_code"
	msgAddressNameLong     = "delivery.address.name_too_long"
	msgAddressMilitary     = "delivery.address.military"
	msgAddressConfirm      = "delivery.address.confirm"
	msgPickupUnavailable   = "delivery.pickup.unavailable"
	msgPickupLocation      = "delivery.pickup.location"
	msgPickupPerson        = "delivery.pickup.person"
	msgOfficesTimedOut     = "delivery.offices.timed_out"
	msgOfficesFailed       = "delivery.offices.communication_error"
	msgChangeDelivery      = "checkout.change_delivery_option.error"
	msgChangePayable       = "checkout.change_payable.error"
	msgRenewalChoice       = "delivery.renewal.choice"
	msgDeliveryCartMissing = "delivery.no_cart"
)

// Message keys of the hand-off texts (spec 000 §1, §7 "Cart redirect
// service").
const (
	msgHandoffOff         = "checkout.handoff.not_configured"
	msgHandoffClosed      = "checkout.handoff.cart_closed"
	msgHandoffUnavailable = "checkout.handoff.unavailable"
)

// Message keys of the settings and e-mail verification texts. The two
// verification keys are the spec's own (spec 000 §8).
const (
	msgProfileInvalid      = "profile.invalid"
	msgProfileReadOnly     = "profile.read_only"
	msgProfileGivenName    = "profile.given_name"
	msgProfileFamilyName   = "profile.family_name"
	msgProfilePhone        = "profile.phone"
	msgProfileLanguage     = "profile.language"
	msgProfileContact      = "profile.contact_preference"
	msgProfileSMSNeedPhone = "profile.sms_needs_phone"
	msgProfileEmail        = "profile.email_read_only"
	msgVerifyInvalid       = "login.verification.error.invalid"
	msgVerifyUnexpected    = "login.verification.error.unexpected"
	msgVerifyResendFailed  = "login.verification.resend_failed"
	msgVerifyTooSoon       = "login.verification.resend_too_soon"
)

// Message keys of the wallet commands.
const (
	msgWalletNotOffered = "payment.wallet_not_offered"
	msgOrderNotApproved = "paypal.not_approved"
	msgOrderNotFound    = "paypal.not_found"
	msgWalletDeclined   = "wallet.declined"
)

// Message keys of the contact command.
const (
	msgContactOff     = "contact.off"
	msgContactInvalid = "contact.invalid"
)
