package payables_test

import (
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

func TestSearch_vehicleRenewalOffersTwelveAndTwentyFourMonths(t *testing.T) {
	c := newClient(t, nil)
	res, err := c.Search(t.Context(), "vehicle_renewal", payables.SearchRequest{
		Client: "sunshine", Site: "demo", Query: map[string]string{"license_plate": "abc1234"},
	}, bff.Spanish)
	if err != nil {
		t.Fatalf("Search: %v", err)
	}
	if len(res.Payables) != 1 {
		t.Fatalf("found %d payables, want the one renewal", len(res.Payables))
	}
	p := res.Payables[0]
	if p.Path != pathVehicle || p.Amount != "45.60" || !p.RequiresShipping {
		t.Errorf("renewal = %s %s shipping %v, want 45.60 needing delivery", p.Path, p.Amount, p.RequiresShipping)
	}
	if len(p.PaymentChoices) != 2 || p.PaymentChoices[0].Amount != "45.60" || p.PaymentChoices[1].Amount != "91.20" {
		t.Fatalf("choices = %+v, want 45.60 and 91.20", p.PaymentChoices)
	}
	if !strings.Contains(p.PaymentChoices[1].DisplayName, "meses") {
		t.Errorf("Spanish choice name = %q, want months in Spanish", p.PaymentChoices[1].DisplayName)
	}
	if p.Extra["is_yearly_autopay_eligible"] != true || p.ScheduledPaymentsConfig == nil ||
		p.ScheduledPaymentsConfig.LimitToYearlyDate == "" {
		t.Errorf("extra %v, schedule config %+v; want yearly autopay eligible", p.Extra, p.ScheduledPaymentsConfig)
	}
	if p.CustomParameters["renewal_duration_months"] != float64(12) || p.CustomParameters["fees"] == nil ||
		p.CustomParameters["donation"] == nil {
		t.Errorf("custom parameters = %v, want duration, fees and a donation", p.CustomParameters)
	}
	longer, err := c.Get(t.Context(), p.PaymentChoices[1].Path, bff.English)
	if err != nil {
		t.Fatalf("Get 24-month choice: %v", err)
	}
	if longer.Amount != "91.20" || longer.CustomParameters["renewal_duration_months"] != float64(24) {
		t.Errorf("24-month choice = %s, %v months", longer.Amount, longer.CustomParameters["renewal_duration_months"])
	}
}

func TestSearch_itemListReturnsTheDonationFromOneDollar(t *testing.T) {
	res, err := newClient(t, nil).Search(t.Context(), "donations",
		payables.SearchRequest{Client: "sunshine", Site: "demo"}, bff.English)
	if err != nil {
		t.Fatalf("Search: %v", err)
	}
	if len(res.Payables) != 1 {
		t.Fatalf("found %d, want the parks donation", len(res.Payables))
	}
	p := res.Payables[0]
	if p.MinimumAmount != "1.00" || p.MaximumAmount == "" || p.IsQuantityModifiable {
		t.Errorf("donation = [%s, %s] quantity modifiable %v, want from 1.00, capped, fixed quantity",
			p.MinimumAmount, p.MaximumAmount, p.IsQuantityModifiable)
	}
}

func TestSearch_waterBillIsAutopayEligibleBeforeItsDueDate(t *testing.T) {
	res, err := newClient(t, nil).Search(t.Context(), "utilities", search("u-5001"), bff.English)
	if err != nil || len(res.Payables) != 1 {
		t.Fatalf("Search: %v, %+v", err, res)
	}
	p := res.Payables[0]
	if p.Amount != "76.25" || p.DueAt == "" || p.Extra["is_autopay_eligible"] != true {
		t.Errorf("water bill = %s due %q extra %v, want 76.25 with a due date, autopay eligible", p.Amount, p.DueAt, p.Extra)
	}
	if cfg := p.ScheduledPaymentsConfig; cfg == nil || len(cfg.AllowedTypes.Recurring.BeforeDue) == 0 ||
		cfg.AllowedTypes.Recurring.BeforeDue[0] != payables.AmountDue {
		t.Errorf("schedule config = %+v, want recurring before due on the amount due", cfg)
	}
}

func TestSearch_businessLicenseIsADelayedPayment(t *testing.T) {
	res, err := newClient(t, nil).Search(t.Context(), "business_license", search("B-9001"), bff.English)
	if err != nil || len(res.Payables) != 1 {
		t.Fatalf("Search: %v, %+v", err, res)
	}
	if p := res.Payables[0]; p.Amount != "150.00" || !p.ShouldDelayPayment {
		t.Errorf("business license = %s delay %v, want 150.00 delayed", p.Amount, p.ShouldDelayPayment)
	}
}

func TestBulkSearch_API90_answersEachKeyWithItsOwnError(t *testing.T) {
	keys := []map[string]string{
		{"account_number": "R100-001"}, {"account_number": " r100-002"}, {"account_number": "R404"},
	}
	res, err := newClient(t, nil).BulkSearch(t.Context(), "property_tax",
		payables.BulkSearchRequest{Client: "sunshine", Site: "demo", Keys: keys}, bff.English)
	if err != nil {
		t.Fatalf("BulkSearch: %v", err)
	}
	if len(res.Payables) != 3 {
		t.Fatalf("got %d keys answered, want 3: %+v", len(res.Payables), res.Payables)
	}
	for _, key := range keys[:2] {
		r := res.Payables[payables.BulkKey(key)]
		if r.Error != nil || len(r.Payables) != 1 {
			t.Errorf("key %v: %+v, want one payable and no error", key, r)
		}
	}
	miss := res.Payables[payables.BulkKey(keys[2])]
	if miss.Error == nil || miss.Error.ErrorCode != string(bff.CodeNotFound) || miss.Error.DisplayMessage == "" ||
		len(miss.Payables) != 0 {
		t.Errorf("missing key: %+v, want a not_found error with a message and no payables", miss)
	}
}

func TestPing_API86_answers(t *testing.T) {
	if err := newClient(t, nil).Ping(t.Context()); err != nil {
		t.Fatalf("Ping: %v", err)
	}
}

// headerLog records the Accept-Language of every payables request.
type headerLog struct {
	mu   sync.Mutex
	seen []string
}

func (l *headerLog) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		l.mu.Lock()
		l.seen = append(l.seen, r.Method+" "+r.URL.Path+" = "+r.Header.Get("Accept-Language"))
		l.mu.Unlock()
		next.ServeHTTP(w, r)
	})
}

func (l *headerLog) take() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := l.seen
	l.seen = nil
	return out
}

func TestEveryCall_API93_sendsAcceptLanguageDefaultingToEnglish(t *testing.T) {
	log := &headerLog{}
	c := newClient(t, log.wrap)
	ctx := t.Context()
	bulk := payables.BulkSearchRequest{Keys: []map[string]string{{"account_number": "R100-001"}}}
	calls := func(lang bff.Language) {
		t.Helper()
		for name, err := range map[string]error{
			"get":         func() error { _, err := c.Get(ctx, pathR100001, lang); return err }(),
			"retrieve":    func() error { _, err := c.Retrieve(ctx, []string{pathR100001}, lang); return err }(),
			"search":      func() error { _, err := c.Search(ctx, "property_tax", search("R100-001"), lang); return err }(),
			"bulk search": func() error { _, err := c.BulkSearch(ctx, "property_tax", bulk, lang); return err }(),
			"convert": func() error {
				_, err := c.Convert(ctx, pathR100001, payables.Payable{Path: pathR100001}, payables.ConvertAs{}, lang)
				return err
			}(),
			"taxsys add items": func() error {
				_, err := c.TaxsysAddItems(ctx, "property_tax", taxsysItems(pathR100001), lang)
				return err
			}(),
		} {
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
	}
	for _, tc := range []struct {
		lang bff.Language
		want string
	}{{"", "en-US,en"}, {bff.English, "en-US,en"}, {bff.Spanish, "es-US,es"}} {
		calls(tc.lang)
		seen := log.take()
		if len(seen) != 6 {
			t.Fatalf("language %q: saw %d requests, want 6: %v", tc.lang, len(seen), seen)
		}
		for _, s := range seen {
			if !strings.HasSuffix(s, " = "+tc.want) {
				t.Errorf("language %q: %s, want Accept-Language %s", tc.lang, s, tc.want)
			}
		}
	}
	if err := c.Ping(ctx); err != nil {
		t.Fatalf("Ping: %v", err)
	}
	if seen := log.take(); len(seen) != 1 || !strings.HasSuffix(seen[0], " = en-US,en") {
		t.Errorf("ping sent %v, want Accept-Language en-US,en", seen)
	}
}
