package checkout

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/botcheck"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/bff/wallet"
)

// Budgets of the checkout's sections. VivifyBudget is the spec's vivify
// time-out (spec 000 §9: 90 s); the sections that need the cart wait for
// it, then get their own budget for their own call. The specification
// names no time-out for fees or tokens; those reads are small.
const (
	VivifyBudget = 90 * time.Second
	FeesBudget   = 10 * time.Second
	WalletBudget = 10 * time.Second
)

// CardInputVersion is the card-input frame's protocol version (spec 000 §7:
// the frame is loaded with v=3).
const CardInputVersion = wallet.CardInputVersion

// Carts is what the checkout needs of the cart service (spec 000 §7).
type Carts interface {
	Vivify(ctx context.Context, client, site string, req cart.VivifyRequest) (cart.Cart, error)
	Get(ctx context.Context, client, site, cartID string) (cart.Cart, error)
	Update(ctx context.Context, client, site, cartID string, req cart.UpdateRequest) (cart.Cart, error)
	AddItems(ctx context.Context, client, site, cartID string, items []cart.AddItem, lang bff.Language) (cart.Cart, error)
	ChangeItem(ctx context.Context, client, site, cartID, itemID string, ch cart.ItemChange) (cart.Cart, error)
	RemoveItem(ctx context.Context, client, site, cartID, itemID string) (cart.Cart, error)
	Empty(ctx context.Context, client, site, cartID string) (cart.Cart, error)
	Fees(ctx context.Context, client, site, cartID string, methods []string) (cart.FeesResponse, error)
	Tokens(ctx context.Context, client, site, cartID string, req cart.TokensRequest) (cart.TokensResponse, error)
	CheckOut(ctx context.Context, client, site, cartID string, req cart.CheckOutRequest, idempotencyKey string, lang bff.Language) (cart.CheckOutResponse, error)
}

// Payables is what the search needs of the payables service.
type Payables interface {
	Search(ctx context.Context, adaptor string, req payables.SearchRequest, lang bff.Language) (payables.SearchResponse, error)
}

// Receipts is what the receipt screen needs of the payment history service.
type Receipts interface {
	Receipt(ctx context.Context, id string) (history.Receipt, error)
}

// Checkout builds the search results, the checkout and receipt screens, and
// runs the cart commands and the check-out, for a guest whose cart id the
// caller keeps (the HTTP layer, in the guest's session).
type Checkout struct {
	Config   screen.Config
	Carts    Carts
	Payables Payables
	Receipts Receipts
	Env      bff.Env
	// WalletOrigin is the wallet host that serves the card-input frame,
	// e.g. "http://127.0.0.1:8091".
	WalletOrigin string
	// Logger reports what spec 000 §8 sends to error reporting.
	Logger *slog.Logger
	// Offices looks up the pick-up offices of the delivery section; nil
	// offers none. OfficeTimeout bounds the lookup (zero: spec 000 §9's 5 s).
	Offices       Offices
	OfficeTimeout time.Duration
	// BotCheck verifies the check-out's bot challenge on sites that enable
	// it; nil refuses those check-outs as not initialized.
	BotCheck botcheck.Verifier
	// Addresses keeps a signed-in user's billing address after check-out
	// (DLV-08, DLV-09); nil keeps none.
	Addresses Addresses
	// SavedTenders is the signed-in resident's wallet: the check-out
	// screen's saved tenders, paying with one and saving a new one; nil
	// offers none and refuses check-outs that name or save one.
	SavedTenders SavedTenders
	// Autopay creates the plans of the items enrolled in autopay at
	// check-out; nil refuses check-outs that enrol any.
	Autopay Autopay
	// Now is the clock of the address step and of a guest payment's claim
	// window (wallet.ClaimWindow); default time.Now.
	Now func() time.Time
	// Taxsys tells the payables' adaptors of the tax-system pages' adds
	// (API-91); nil tells none.
	Taxsys TaxsysEvents
	// Converter converts the payable of an index-search details route
	// (convert.go, API-92); nil reads it with Details instead.
	Converter Converter
	// Details reads the payable of an index-search details route
	// (search_details.go); nil leaves those routes not found.
	Details PayableReader
	// PayablesNow is the clock a payable's payment restrictions are read
	// against (PAY-13: refused while effective_until is in the future): the
	// payables' own clock, which is the sandbox clock when the sandbox runs
	// in the program; default the check-out's clock.
	PayablesNow func() time.Time
	// Retriever reads the payables being added to a cart, to keep a
	// parent with children alone in it (PAY-11, alone.go); nil checks
	// nothing.
	Retriever PayableRetriever
}

// Guest names a guest's cart: the site, the guest's anonymous user id and
// the cart id kept in the guest's session ("" when it has none).
type Guest struct {
	Client, Site, UserID, CartID string
	// Claim, when set, makes a new cart the session's one (cartclaim.go).
	Claim ClaimCart
}

// CheckoutRequest asks for the checkout screen. Origin is the portal page's
// origin, the only origin the card-input frame will talk to. Ancestor is
// the origin of the host page that embeds the widget ("" for the portal);
// it is honoured only when the site allows that origin to frame it.
type CheckoutRequest struct {
	Guest
	Origin   string
	Ancestor string
	Lang     bff.Language
	// Resident: the session is a signed-in resident with a verified
	// e-mail, whose saved tenders the screen lists (Guest.UserID).
	Resident bool
}

// FeeView is one tender type's convenience fee.
type FeeView struct {
	Amount string `json:"amount"`
}

// WalletView tells the portal where to load the card-input frames. The
// URLs are absent when there is nothing to pay.
type WalletView struct {
	Origin       string `json:"origin"`
	CardInputURL string `json:"cardInputUrl,omitempty"`
	BankInputURL string `json:"bankInputUrl,omitempty"`
	// ExpiresAt is when the frames' tokens expire (RFC 3339), for the
	// portal's refresh (WAL-17); absent without frame URLs.
	ExpiresAt string `json:"expiresAt,omitempty"`
}

// CheckoutScreen returns the checkout screen. It vivifies the guest's cart
// (spec 000 §4: created or claimed on load) and returns the id of the cart
// it shows, for the caller to keep; when the cart could not be loaded the
// id is the one it was given.
func (s *Checkout) CheckoutScreen(ctx context.Context, req CheckoutRequest) (screen.Screen, string, error) {
	g := req.Guest
	site := screen.GoFuture(ctx, screen.ConfigBudget, func(ctx context.Context) (siteconfig.Site, error) {
		return s.Config.Site(ctx, g.Client, g.Site)
	})
	// The cart waits for the site, so an unknown site never gets a cart;
	// a configuration service that fails otherwise does not stop the cart.
	crt := screen.GoFuture(ctx, screen.ConfigBudget+VivifyBudget, func(ctx context.Context) (cart.Cart, error) {
		if _, err := site.Wait(ctx); bff.ErrorCode(err) == bff.CodeNotFound {
			return cart.Cart{}, err
		}
		return s.vivify(ctx, g, g.CartID)
	})
	tend := screen.GoFuture(ctx, screen.ConfigBudget+VivifyBudget, func(ctx context.Context) (TendersView, error) {
		st, err := site.Wait(ctx)
		if err != nil {
			return TendersView{}, err
		}
		c, err := crt.Wait(ctx)
		if err != nil {
			return TendersView{}, err
		}
		return s.tenders(ctx, st, c)
	})
	after := screen.ConfigBudget + VivifyBudget
	outs := screen.FanOut(ctx, []screen.Part{
		{Name: "config", Budget: screen.ConfigBudget, Load: func(ctx context.Context) (any, error) {
			st, err := site.Wait(ctx)
			return st.Public(), err
		}},
		{Name: "cart", Budget: after, Load: func(ctx context.Context) (any, error) {
			c, err := crt.Wait(ctx)
			if err != nil {
				return nil, err
			}
			return cartView(c), nil
		}},
		{Name: "tenders", Budget: after, Load: func(ctx context.Context) (any, error) {
			return tend.Wait(ctx)
		}},
		{Name: "fees", Budget: after + FeesBudget, Load: func(ctx context.Context) (any, error) {
			c, err := crt.Wait(ctx)
			if err != nil {
				return nil, err
			}
			t, err := tend.Wait(ctx)
			if err != nil {
				return nil, err
			}
			return s.fees(ctx, g, c, t.Allowed)
		}},
		{Name: "wallet", Budget: after + WalletBudget, Load: func(ctx context.Context) (any, error) {
			c, err := crt.Wait(ctx)
			if err != nil {
				return nil, err
			}
			t, err := tend.Wait(ctx)
			if err != nil {
				return nil, err
			}
			st, err := site.Wait(ctx)
			if err != nil {
				return nil, err
			}
			return s.wallet(ctx, req, st, c, t.Allowed)
		}},
		s.deliveryPart(ctx, g, req.Lang, crt, after+time.Second),
		s.savedTendersPart(req),
	})
	scr, err := screen.Assemble(screen.Screen{Screen: "checkout", Client: g.Client, Site: g.Site, Environment: string(s.Env)}, outs, "config")
	cartID := g.CartID
	if c, cerr := crt.Wait(ctx); cerr == nil {
		cartID = c.ID
	}
	return scr, cartID, err
}

// tenders is the tenders section; a cart whose payables leave no method is
// reported (spec 000 §8), and so is a payable whose restrictions are
// broken (PAY-13).
func (s *Checkout) tenders(ctx context.Context, st siteconfig.Site, c cart.Cart) (TendersView, error) {
	offered := offeredMethods(st, c)
	v, noOverlap, err := tenders(offered, c)
	if err != nil {
		return TendersView{}, bff.Wrap(err, bff.CodeUpstreamFailed, "The payment limits could not be read.")
	}
	v, noMethods := restrictTenders(checkoutMethods(offered), c, v, s.payablesClock())
	if noOverlap || noMethods {
		logNoMethods(ctx, s.Logger, c)
	}
	logBrokenRestrictions(ctx, s.Logger, c)
	v.CardBrands = acceptedCardBrands(st, c)
	return v, nil
}

// fees is the fees section: each allowed method's convenience fee, none for
// an empty cart. A fee that is not an amount is an error (spec 000 §8:
// "Unparseable fee response").
func (s *Checkout) fees(ctx context.Context, g Guest, c cart.Cart, methods []string) (map[string]FeeView, error) {
	out := map[string]FeeView{}
	if len(c.Items) == 0 || len(methods) == 0 {
		return out, nil
	}
	resp, err := s.Carts.Fees(ctx, g.Client, g.Site, c.ID, methods)
	if err != nil {
		return nil, err
	}
	for _, m := range methods {
		f, ok := resp.Fees[m]
		if !ok || !wireAmount(f.Amount) {
			return nil, bff.Wrap(fmt.Errorf("cart fees: method %s: amount %q", m, f.Amount),
				bff.CodeUpstreamFailed, "The convenience fees could not be read.")
		}
		out[m] = FeeView{Amount: f.Amount}
	}
	return out, nil
}

// wallet is the wallet section: the card-input frame URLs of the allowed
// methods on the wallet host, each carrying an e-wallet token bound to this
// cart and to the portal's origin (spec 000 §7: query env, type, token and
// v=3). An empty or expired cart gets no token, and a 404 from the token
// call is a non-exception (spec 000 §8): the frame URLs are left out.
func (s *Checkout) wallet(ctx context.Context, req CheckoutRequest, st siteconfig.Site, c cart.Cart, allowed []string) (WalletView, error) {
	v := WalletView{Origin: s.WalletOrigin}
	if len(c.Items) == 0 || c.Expired || len(allowed) == 0 {
		return v, nil
	}
	treq := cart.TokensRequest{Origin: req.Origin}
	if req.Ancestor != "" {
		// Only a host page the site lets frame the widget may frame the card
		// input inside it; any other gets no frame URLs, so no card entry.
		if !slices.Contains(st.FrameAncestors, req.Ancestor) {
			return v, nil
		}
		treq.Ancestors = []string{req.Ancestor}
	}
	tok, err := s.Carts.Tokens(ctx, req.Client, req.Site, c.ID, treq)
	if err != nil {
		if status, _ := statusCode(err); status == 404 {
			return v, nil
		}
		return WalletView{}, err
	}
	// Each input gets the e-wallet token of its own kind: the wallet host
	// tokenizes only that kind of tender under it.
	frame := func(typ, token string) string {
		return wallet.FrameURL(s.WalletOrigin, s.Env, typ, token, req.Lang)
	}
	if slices.Contains(allowed, TenderCard) && tok.EwalletToken != "" {
		v.CardInputURL = frame(TenderCard, tok.EwalletToken)
		v.ExpiresAt = wallet.TokenExpiry(tok.EwalletToken, s.clock()).Format(time.RFC3339)
	}
	if slices.Contains(allowed, TenderBank) && tok.BankEwalletToken != "" {
		v.BankInputURL = frame(TenderBank, tok.BankEwalletToken)
		if v.ExpiresAt == "" {
			v.ExpiresAt = wallet.TokenExpiry(tok.BankEwalletToken, s.clock()).Format(time.RFC3339)
		}
	}
	return v, nil
}

// WalletFrames are fresh card-input frames for the guest's cart, their
// tokens new (WAL-17: the portal refreshes the frames before their tokens
// expire). A session without a cart has nothing to refresh.
func (s *Checkout) WalletFrames(ctx context.Context, req CheckoutRequest) (WalletView, error) {
	g := req.Guest
	if g.CartID == "" {
		return WalletView{}, texts.Error(bff.CodeNotFound, texts.CartEmpty, req.Lang, nil)
	}
	st, err := s.Config.Site(ctx, g.Client, g.Site)
	if err != nil {
		return WalletView{}, err
	}
	c, err := s.Carts.Get(ctx, g.Client, g.Site, g.CartID)
	if err != nil {
		return WalletView{}, cartError(err, req.Lang)
	}
	t, err := s.tenders(ctx, st, c)
	if err != nil {
		return WalletView{}, err
	}
	return s.wallet(ctx, req, st, c, t.Allowed)
}
