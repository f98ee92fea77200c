package payables

// Link is one of a payable's links (spec 001 §3: "links (href)"), such as
// the county's own page for the bill.
type Link struct {
	Href string `json:"href"`
}

// RawFields are the keys of a raw payable, in the order spec 001 §3 names
// them (PAY-01): what the payables service may send of a payable.
func RawFields() []string {
	return []string{"path", "payable_type", "amount", "minimum_amount", "maximum_amount", "is_quantity_modifiable",
		"display_name", "display_type", "requires_confirmation", "requires_confirmation_message", "due_at", "client",
		"department_code", "item_category", "save_path", "allowed_tender_types", "should_delay_payment", "description",
		"is_payable", "is_payable_message", "required_user_input_fields", "requires_shipping", "custom_parameters",
		"cachesafe_search_pairs", "payment_choices", "payment_restrictions", "can_have_children", "child_groups",
		"parent", "adaptor", "cart_restriction_level", "component_paths", "disabled_card_brands", "links",
		"unique_id", "base_source_id", "verification_jwt", "external_id", "freeform_fields", "scheduled_payments_config"}
}
