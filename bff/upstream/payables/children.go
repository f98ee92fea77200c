package payables

// ChildGroup is a group of a parent payable's children and the policy
// they are paid by (spec 001 §3 "Payable": child_groups carry children and
// policy).
type ChildGroup struct {
	Children []ChildRef `json:"children"`
	Policy   string     `json:"policy,omitempty"`
}

// ChildRef is one child of a parent payable.
type ChildRef struct {
	Path        string `json:"path"`
	DisplayName string `json:"display_name,omitempty"`
}

// ParentRef names a child's parent (spec 000 §3: parent description and
// display name).
type ParentRef struct {
	Path        string `json:"path,omitempty"`
	DisplayName string `json:"display_name"`
	Description string `json:"description,omitempty"`
}

// CodeCreditBalanceExceeded is the is_payable_message code of an account
// whose credit balance is more than what it owes (spec 001 §4 "Payables
// flags", PAY-12): there is nothing to pay.
const CodeCreditBalanceExceeded = "credit_balance_exceeded"

// HasChildren reports whether p is a parent with at least one child; such a
// payable is paid only alone (spec 001 §4 "Payables flags", PAY-11).
func (p Payable) HasChildren() bool {
	if !p.CanHaveChildren {
		return false
	}
	for _, g := range p.ChildGroups {
		if len(g.Children) > 0 {
			return true
		}
	}
	return false
}
