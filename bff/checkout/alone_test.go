package checkout

import (
	"context"
	"slices"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// aloneRetriever answers the payables it holds by path.
type aloneRetriever map[string]payables.Payable

func (r aloneRetriever) Retrieve(_ context.Context, paths []string, _ bff.Language) (payables.RetrieveResponse, error) {
	var out payables.RetrieveResponse
	for _, p := range paths {
		if v, ok := r[p]; ok {
			out.Payables = append(out.Payables, v)
		}
	}
	return out, nil
}

// A session with no cart yet adds a parent with children while another of
// its requests has just claimed a cart holding another bill: vivify adopts
// that cart, and PAY-11 is checked against it, not against no cart.
func TestAddItems_PAY11_theParentIsCheckedAgainstTheCartAnotherRequestClaimed(t *testing.T) {
	parent := payables.Payable{Path: "c/s/tax/2026/P", CanHaveChildren: true,
		ChildGroups: []payables.ChildGroup{{Children: []payables.ChildRef{{Path: "c/s/tax/2026/P/1"}}}}}
	other := payables.Payable{Path: "c/s/tax/2026/X"}
	held := cart.Cart{ID: "held", Items: []cart.Item{{ID: "i1", Path: other.Path, Payable: other}}}
	added := false
	s := &Checkout{Retriever: aloneRetriever{parent.Path: parent, other.Path: other}, Carts: fakeCarts{
		vivify: func(_ context.Context, _, _ string, req cart.VivifyRequest) (cart.Cart, error) {
			if req.CartID == "held" {
				return held, nil
			}
			return cart.Cart{ID: "mine"}, nil
		},
		get: func(context.Context, string, string, string) (cart.Cart, error) { return held, nil },
		addItems: func(_ context.Context, _, _, _ string, items []cart.AddItem, _ bff.Language) (cart.Cart, error) {
			added = true
			c := held
			c.Items = append(slices.Clone(c.Items), cart.Item{ID: "i2", Path: items[0].Path, Payable: parent})
			return c, nil
		},
	}}
	g := Guest{Client: "c", Site: "s", Claim: func(context.Context, string, string) (string, error) { return "held", nil }}
	_, _, err := s.AddItems(context.Background(), g, []AddItemInput{{Path: parent.Path}}, bff.Spanish)
	if bff.ErrorCode(err) != bff.CodeUnprocessable || bff.ErrorDisplayMessage(err) != texts.Message(texts.PayableAlone, bff.Spanish) || added {
		t.Fatalf("the parent beside another bill: %v (added %v)", err, added)
	}
}

// PAY-11: a parent's path sent with spaces around it is the parent the
// cart service adds, so it is checked as the parent.
func TestAddItems_PAY11_aPaddedParentPathIsStillPaidAlone(t *testing.T) {
	parent := payables.Payable{Path: "c/s/tax/2026/P", CanHaveChildren: true,
		ChildGroups: []payables.ChildGroup{{Children: []payables.ChildRef{{Path: "c/s/tax/2026/P/1"}}}}}
	other := payables.Payable{Path: "c/s/tax/2026/X"}
	held := cart.Cart{ID: "c1", Items: []cart.Item{{ID: "i1", Path: other.Path, Payable: other}}}
	added := false
	s := &Checkout{Retriever: aloneRetriever{parent.Path: parent, other.Path: other}, Carts: fakeCarts{
		get: func(context.Context, string, string, string) (cart.Cart, error) { return held, nil },
		addItems: func(context.Context, string, string, string, []cart.AddItem, bff.Language) (cart.Cart, error) {
			added = true
			return held, nil
		},
	}}
	g := Guest{Client: "c", Site: "s", CartID: "c1"}
	_, _, err := s.AddItems(context.Background(), g, []AddItemInput{{Path: " " + parent.Path}}, bff.English)
	if bff.ErrorCode(err) != bff.CodeUnprocessable || added {
		t.Fatalf("a padded parent beside another bill: %v (added %v)", err, added)
	}
}
