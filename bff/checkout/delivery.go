package checkout

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// Offices looks up the offices where renewals are picked up (spec 000 §7
// "Office lookup"; bff/upstream/payables.Client).
type Offices interface {
	Offices(ctx context.Context, client string, lang bff.Language) ([]payables.Office, error)
}

// DeliveryView is the checkout screen's delivery section (spec 000 §2
// "Checkout sub-screens": delivery method, address change, pick-up,
// donations). Only Required is set when the cart needs no delivery.
type DeliveryView struct {
	Required bool `json:"required"`
	// Options are the methods the payer may choose: shipping, pick_up.
	Options []string `json:"options,omitempty"`
	// Default is the option before the payer chooses: shipping or none.
	Default string          `json:"default,omitempty"`
	Saved   *DeliveryChoice `json:"saved,omitempty"`
	// Offices are the pick-up offices; OfficesError says why there are
	// none when the lookup failed or timed out.
	Offices      []payables.Office    `json:"offices,omitempty"`
	OfficesError *screen.SectionError `json:"officesError,omitempty"`
	// Reminders shows the renewal-reminder opt-in (spec 000 §5; the
	// portal also hides it after a token failure).
	Reminders bool `json:"reminders"`
	// AddressChange: a military payer stationed outside Florida must give
	// an out-of-state permanent mailing address (spec 000 §4, §5).
	AddressChange bool          `json:"addressChange"`
	States        []string      `json:"states,omitempty"`
	Country       string        `json:"country,omitempty"`
	Renewals      []RenewalView `json:"renewals,omitempty"`
	Donation      *DonationView `json:"donation,omitempty"`
}

// DeliveryChoice is the payer's delivery choice, as saved on the cart and
// as PUT /cart/delivery takes it.
type DeliveryChoice struct {
	Method           string        `json:"method"` // shipping, pick_up or none
	Address          *bff.Address  `json:"address,omitempty"`
	Pickup           *PickupChoice `json:"pickup,omitempty"`
	Confirmed        bool          `json:"confirmed,omitempty"`
	ReceiveReminders bool          `json:"receiveReminders,omitempty"`
	AddressChange    bool          `json:"addressChange,omitempty"`
}

// PickupChoice is the office and the person picking up.
type PickupChoice struct {
	LocationID string `json:"locationId"`
	PersonName string `json:"personName"`
}

// RenewalView is a renewal in the cart with the periods it can be switched
// to (its payable's payment choices: 12 or 24 months).
type RenewalView struct {
	ItemID      string          `json:"itemId"`
	DisplayName string          `json:"displayName"`
	Path        string          `json:"path"`
	Choices     []RenewalChoice `json:"choices"`
}

// RenewalChoice is one renewal period.
type RenewalChoice struct {
	Path        string `json:"path"`
	DisplayName string `json:"displayName"`
	Amount      string `json:"amount"`
}

// DonationView is the optional donation a renewal offers (spec 000 §3
// "Donation: charity and amount"); Current is the donation in the cart.
type DonationView struct {
	Charities     []payables.Charity `json:"charities"`
	Amounts       []string           `json:"amounts"`
	MinimumAmount string             `json:"minimumAmount"`
	Current       *DonationItem      `json:"current,omitempty"`
}

// DonationItem is a donation in the cart.
type DonationItem struct {
	ItemID string `json:"itemId"`
	Path   string `json:"path"`
	Amount string `json:"amount"`
}

// needs is what a cart's items ask of delivery.
type needs struct {
	needed, pickUp, military, reminders bool
	offer                               bff.DeliveryOffer
	renewals                            []RenewalView
	donation                            *payables.DonationOffer
}

// deliveryNeeds reads the delivery needs of c's items: the renewals'
// custom parameters say which methods they offer and charge for.
func deliveryNeeds(c cart.Cart) needs {
	n := needs{pickUp: true, offer: bff.DeliveryOffer{Enabled: true, PickUp: true}}
	for _, it := range c.Items {
		r, isRenewal := payables.RenewalOf(it.Payable)
		if isRenewal {
			n.renewals = append(n.renewals, renewalView(it))
			n.reminders = n.reminders || r.RemindersEnabled
			if r.Donation.Eligible && n.donation == nil {
				d := r.Donation
				n.donation = &d
			}
		}
		if !it.Payable.RequiresShipping {
			continue
		}
		n.needed = true
		fees := r.CurrentFees()
		n.offer.Enabled = n.offer.Enabled && isRenewal && !r.DeliveryOff
		n.pickUp = n.pickUp && isRenewal && slices.Contains(r.DeliveryMethods, cart.MethodPickUp)
		n.offer.MailFee = n.offer.MailFee || nonZero(fees.MailFee)
		n.offer.PickUpFee = n.offer.PickUpFee || nonZero(fees.PickUp)
		n.military = n.military || r.Insurance.MilitaryStatus == bff.MilitaryOutsideFlorida
	}
	n.pickUp = n.pickUp && !n.military
	n.offer.PickUp = n.pickUp
	return n
}

func nonZero(amount string) bool {
	c, err := bff.ParseAmount(amount)
	return err == nil && c > 0
}

func renewalView(it cart.Item) RenewalView {
	v := RenewalView{ItemID: it.ID, DisplayName: it.Payable.DisplayName, Path: it.Path, Choices: []RenewalChoice{}}
	for _, ch := range it.Payable.PaymentChoices {
		v.Choices = append(v.Choices, RenewalChoice{Path: ch.Path, DisplayName: ch.DisplayName, Amount: ch.Amount})
	}
	return v
}

// officeTimeout is the office lookup's budget (spec 000 §9: 5 s), shorter
// when timeout says so.
func officeTimeout(timeout time.Duration) time.Duration {
	if timeout > 0 {
		return timeout
	}
	return payables.OfficeLookupTimeout
}

// offices looks up the client's pick-up offices for the delivery section
// (lookupOffices).
func (s *Checkout) offices(ctx context.Context, client string, lang bff.Language) ([]payables.Office, error) {
	return lookupOffices(ctx, s.Offices, s.OfficeTimeout, client, lang)
}

// lookupOffices looks up the site's offices at api within the office
// budget; nil api knows none. A time-out is a timed-out message; any other
// failure a communication error (spec 000 §8 "Office lookup").
func lookupOffices(ctx context.Context, api Offices, timeout time.Duration, client string, lang bff.Language) ([]payables.Office, error) {
	if api == nil {
		return []payables.Office{}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, officeTimeout(timeout))
	defer cancel()
	list, err := api.Offices(ctx, client, lang)
	switch {
	case err == nil:
		return list, nil
	case bff.ErrorCode(err) == bff.CodeTimeout || errors.Is(ctx.Err(), context.DeadlineExceeded):
		return nil, texts.Error(bff.CodeTimeout, texts.OfficesTimedOut, lang, err)
	}
	return nil, texts.Error(bff.CodeUnavailable, texts.OfficesFailed, lang, err)
}

// deliveryPart is the delivery section. The office lookup starts at once,
// beside the cart, under its own budget (a guest without a cart has
// nothing to deliver, so no lookup); the section waits for both.
func (s *Checkout) deliveryPart(ctx context.Context, g Guest, lang bff.Language, crt *screen.Future[cart.Cart], budget time.Duration) screen.Part {
	// The future's own budget outlasts the lookup's, so that a time-out is
	// reported by the lookup in the payer's words.
	offices := screen.GoFuture(ctx, officeTimeout(s.OfficeTimeout)+time.Second, func(ctx context.Context) ([]payables.Office, error) {
		if g.CartID == "" {
			return []payables.Office{}, nil
		}
		return s.offices(ctx, g.Client, lang)
	})
	return screen.Part{Name: "delivery", Budget: budget, Load: func(ctx context.Context) (any, error) {
		c, err := crt.Wait(ctx)
		if err != nil {
			return nil, err
		}
		n := deliveryNeeds(c)
		v := deliveryView(c, n)
		if !n.needed || !n.pickUp {
			return v, nil
		}
		list, err := offices.Wait(ctx)
		if err != nil {
			v.OfficesError = screen.SectionErrorOf(err)
			return v, nil
		}
		v.Offices = list
		return v, nil
	}}
}

// deliveryView is the section for c, without its offices.
func deliveryView(c cart.Cart, n needs) DeliveryView {
	v := DeliveryView{Required: n.needed, Renewals: n.renewals}
	if n.donation != nil {
		v.Donation = donationView(c, *n.donation)
	}
	if !n.needed {
		return v
	}
	v.Options = []string{cart.MethodShipping}
	if n.pickUp {
		v.Options = append(v.Options, cart.MethodPickUp)
	}
	v.Default = string(bff.DefaultDelivery(n.offer))
	v.Saved = savedChoice(c.Metadata)
	v.Reminders = n.reminders
	v.AddressChange = n.military
	v.States = bff.USStates()
	v.Country = bff.CountryUS
	v.Offices = []payables.Office{}
	return v
}

// donationView is the donation offer with the donation the cart holds.
func donationView(c cart.Cart, d payables.DonationOffer) *DonationView {
	v := &DonationView{Charities: d.Charities, Amounts: d.SuggestedAmounts, MinimumAmount: d.MinimumAmount}
	if v.MinimumAmount == "" {
		v.MinimumAmount = defaultMinAmount
	}
	for _, it := range c.Items {
		for _, ch := range d.Charities {
			if ch.Path != "" && it.Path == ch.Path {
				v.Current = &DonationItem{ItemID: it.ID, Path: it.Path, Amount: it.Amount}
			}
		}
	}
	return v
}
