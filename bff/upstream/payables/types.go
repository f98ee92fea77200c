// Package payables holds the wire types and client of the payables service
// (spec 001 §7 "Payables service"). Payables are raw snake_case on the wire
// (spec 001 §3 "Payable (raw snake_case)"). Amounts are exact decimal
// strings such as "1234.56", never floats.
package payables

import (
	"sort"
	"strings"
)

// Payable is one payable item as the payables service returns it.
type Payable struct {
	Path                 string            `json:"path"`
	PayableType          string            `json:"payable_type"`
	Amount               string            `json:"amount"`
	MinimumAmount        string            `json:"minimum_amount,omitempty"`
	MaximumAmount        string            `json:"maximum_amount,omitempty"`
	IsQuantityModifiable bool              `json:"is_quantity_modifiable"`
	DisplayName          string            `json:"display_name"`
	DisplayType          string            `json:"display_type"`
	Description          string            `json:"description,omitempty"`
	RequiresConfirmation bool              `json:"requires_confirmation"`
	DueAt                string            `json:"due_at,omitempty"`
	Client               string            `json:"client"`
	Site                 string            `json:"site,omitempty"`
	DepartmentCode       string            `json:"department_code,omitempty"`
	ItemCategory         string            `json:"item_category,omitempty"`
	SavePath             string            `json:"save_path,omitempty"`
	AllowedTenderTypes   []string          `json:"allowed_tender_types,omitempty"`
	ShouldDelayPayment   bool              `json:"should_delay_payment"`
	IsPayable            bool              `json:"is_payable"`
	IsPayableMessage     *PayableMessage   `json:"is_payable_message,omitempty"`
	RequiresShipping     bool              `json:"requires_shipping"`
	CustomParameters     map[string]any    `json:"custom_parameters,omitempty"`
	CachesafeSearchPairs map[string]string `json:"cachesafe_search_pairs,omitempty"`
	Adaptor              string            `json:"adaptor"`
	CartRestrictionLevel string            `json:"cart_restriction_level,omitempty"`
	DisabledCardBrands   []string          `json:"disabled_card_brands,omitempty"`
	UniqueID             string            `json:"unique_id,omitempty"`
	FreeformFields       []FreeformField   `json:"freeform_fields,omitempty"`
	PaymentChoices       []PaymentChoice   `json:"payment_choices,omitempty"`
	Extra                map[string]any    `json:"extra,omitempty"`
	// ChangeID is the id of the latest change event applied to the payable
	// (spec 000 §4 "Payable change events"); empty for a payable never
	// changed.
	ChangeID string `json:"change_id,omitempty"`
	// PaymentRestrictions narrow the tender types and card brands further
	// (spec 000 §5 "Tenders are restricted per payable").
	PaymentRestrictions *PaymentRestrictions `json:"payment_restrictions,omitempty"`
	// ScheduledPaymentsConfig says how the payable may be scheduled; nil
	// when it cannot be (spec 001 §3 "Scheduled payments config (raw)").
	ScheduledPaymentsConfig *ScheduledPaymentsConfig `json:"scheduled_payments_config,omitempty"`
	// CanHaveChildren and ChildGroups make the payable a parent, such as
	// a year's bill whose installments are its children (PAY-02); Parent
	// names a child's parent. See children.go.
	CanHaveChildren bool         `json:"can_have_children,omitempty"`
	ChildGroups     []ChildGroup `json:"child_groups,omitempty"`
	Parent          *ParentRef   `json:"parent,omitempty"`
	// The rest of the raw payable of spec 001 §3 (PAY-01; rawfields.go).
	RequiresConfirmationMessage string   `json:"requires_confirmation_message,omitempty"`
	RequiredUserInputFields     []string `json:"required_user_input_fields,omitempty"`
	ComponentPaths              []string `json:"component_paths,omitempty"`
	Links                       []Link   `json:"links,omitempty"`
	BaseSourceID                string   `json:"base_source_id,omitempty"`
	VerificationJWT             string   `json:"verification_jwt,omitempty"`
	ExternalID                  string   `json:"external_id,omitempty"`
}

// PayableMessage explains why a payable is not payable.
type PayableMessage struct {
	Code        string `json:"code"`
	Display     string `json:"display"`
	HTMLDisplay string `json:"html_display,omitempty"`
}

// FreeformField is a field the payer fills in for an item.
type FreeformField struct {
	ReportingKey string `json:"reporting_key"`
	Label        string `json:"label"`
	Placeholder  string `json:"placeholder,omitempty"`
	Tooltip      string `json:"tooltip,omitempty"`
	TextArea     bool   `json:"text_area"`
	CharLimit    int    `json:"char_limit,omitempty"`
	Required     bool   `json:"required"`
}

// PaymentChoice is an alternative amount for a payable (e.g. 12 or 24 months).
type PaymentChoice struct {
	Amount      string `json:"amount"`
	Path        string `json:"path"`
	DisplayName string `json:"display_name"`
}

// RetrieveRequest is the body of POST /v0/retrieve.
type RetrieveRequest struct {
	Paths []string `json:"paths"`
}

// RetrieveResponse is the answer of POST /v0/retrieve.
type RetrieveResponse struct {
	Payables  []Payable `json:"payables"`
	IsSuccess bool      `json:"is_success"`
}

// SearchRequest is the body of POST /v0/{adaptor}: search field values by
// name (e.g. "account_number", "license_plate"), and for item lists none.
type SearchRequest struct {
	Client string            `json:"client"`
	Site   string            `json:"site"`
	Query  map[string]string `json:"query"`
}

// SearchResponse is the answer of POST /v0/{adaptor}.
type SearchResponse struct {
	Payables []Payable `json:"payables"`
	Total    int       `json:"total"`
}

// BulkSearchRequest is the body of POST /v0/{adaptor}/bulk_search.
type BulkSearchRequest struct {
	Client string              `json:"client"`
	Site   string              `json:"site"`
	Keys   []map[string]string `json:"keys"`
}

// BulkSearchResult is one key's answer in a bulk search.
type BulkSearchResult struct {
	Payables []Payable  `json:"payables"`
	Error    *BulkError `json:"error,omitempty"`
}

// BulkError is a per-key bulk search failure.
type BulkError struct {
	ErrorCode      string `json:"errorCode"`
	ErrorMessage   string `json:"errorMessage"`
	DisplayMessage string `json:"displayMessage,omitempty"`
}

// BulkSearchResponse is the answer of POST /v0/{adaptor}/bulk_search.
type BulkSearchResponse struct {
	Payables map[string]BulkSearchResult `json:"payables"`
}

// BulkKey is the name under which a bulk search answers key: the key's
// values with surrounding spaces trimmed, in the order of their field names,
// joined by "|" (so {"account_number": " R100-001"} is "R100-001"). The
// sandbox server and the client both use it.
func BulkKey(key map[string]string) string {
	fields := make([]string, 0, len(key))
	for f, v := range key {
		if strings.TrimSpace(v) != "" {
			fields = append(fields, f)
		}
	}
	sort.Strings(fields)
	values := make([]string, len(fields))
	for i, f := range fields {
		values[i] = strings.TrimSpace(key[f])
	}
	return strings.Join(values, "|")
}

// ScheduledPaymentsConfig is a payable's raw scheduled payments
// configuration (spec 001 §3 "Scheduled payment (plan)").
type ScheduledPaymentsConfig struct {
	EndOnZeroAmountDue     bool `json:"end_on_zero_amount_due"`
	MinDaysBeforeDue       int  `json:"min_days_before_due,omitempty"`
	MaxDaysBeforeDue       int  `json:"max_days_before_due,omitempty"`
	DisallowOneTimePastDue bool `json:"disallow_one_time_past_due"`
	DisablePause           bool `json:"disable_pause"`
	// LimitToYearlyDate is a month-day ("MM-DD"): yearly autopay runs on it.
	LimitToYearlyDate           string            `json:"limit_to_yearly_date,omitempty"`
	DenyDuplicatePlans          bool              `json:"deny_duplicate_plans"`
	SchedulablePaymentChoices   bool              `json:"schedulable_payment_choices"`
	SearchParameters            map[string]string `json:"search_parameters,omitempty"`
	AllowedTypes                AllowedTypes      `json:"allowed_types"`
	AllowedIntervalsEveryXWeeks []int             `json:"allowed_intervals_every_x_weeks,omitempty"`
}

// AllowedTypes lists, for one-time and recurring plans, the amounts each
// kind of schedule may use.
type AllowedTypes struct {
	OneTime   ScheduleAmounts `json:"one_time"`
	Recurring ScheduleAmounts `json:"recurring"`
}

// ScheduleAmounts lists, per kind of schedule, the amounts allowed: each
// entry is AmountDue or FixedAmount. A kind with no entry is not allowed.
type ScheduleAmounts struct {
	BeforeDue     []string `json:"before_due,omitempty"`
	OnDate        []string `json:"on_date,omitempty"`
	MonthlyOnDate []string `json:"monthly_on_date,omitempty"`
	YearlyOnDate  []string `json:"yearly_on_date,omitempty"`
	EveryXWeeks   []string `json:"every_x_weeks,omitempty"`
}

// Entries of ScheduleAmounts: the amount due at each run, or an amount the
// payer fixes.
const (
	AmountDue   = "amount_due"
	FixedAmount = "fixed_amount"
)

// PaymentRestrictions are a payable's temporary tender restrictions.
type PaymentRestrictions struct {
	DisabledTenderTypes []DisabledTenderType `json:"disabled_tender_types,omitempty"`
	DisabledCardBrands  []string             `json:"disabled_card_brands,omitempty"`
	// PreviousPayment is a payment already made on the payable that the
	// restrictions follow from, such as an e-check still clearing (PAY-02).
	PreviousPayment *PreviousPayment `json:"previous_payment,omitempty"`
}

// PreviousPayment names an earlier payment of a payable by its
// confirmation number.
type PreviousPayment struct {
	ConfirmationNumber string `json:"confirmation_number"`
}

// PreviousConfirmation is the confirmation number of r's previous payment,
// "" for none.
func (r *PaymentRestrictions) PreviousConfirmation() string {
	if r == nil || r.PreviousPayment == nil {
		return ""
	}
	return r.PreviousPayment.ConfirmationNumber
}

// DisabledTenderType turns a tender type off for a payable until
// EffectiveUntil (RFC 3339, or a date alone: see Until); an empty
// EffectiveUntil never ends.
type DisabledTenderType struct {
	Type           string `json:"type"`
	EffectiveUntil string `json:"effective_until,omitempty"`
}
