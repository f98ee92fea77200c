package account

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/mythings"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

func payable(path, adaptor, displayType string) payables.Payable {
	return payables.Payable{Path: path, SavePath: path, Adaptor: adaptor, DisplayType: displayType,
		DisplayName: "Item " + path, Client: "sunshine", Site: "demo", Amount: "10.00", IsPayable: true}
}

// savedConfig is sunshine/demo with sign-in as given, a utilities and a
// property tax source and a redirect source.
func savedConfig(login bool) screentest.Config {
	return screentest.Config{
		SiteFunc: func(_ context.Context, client, site string) (siteconfig.Site, error) {
			return siteconfig.Site{Client: client, Site: site, Enabled: true,
				Login: siteconfig.Login{Meta: siteconfig.LoginMeta{Enabled: login}}}, nil
		},
		SourcesFunc: func(context.Context, string, string) ([]siteconfig.Source, error) {
			return []siteconfig.Source{
				{PageRoute: "utilities", Adaptor: "utilities", SearchType: siteconfig.SearchFieldSearch,
					DepartmentDisplayName: siteconfig.Localized{En: "Utilities", Es: "Servicios"}},
				{PageRoute: "property-tax", Adaptor: "property_tax", SearchType: siteconfig.SearchFieldSearch},
				{PageRoute: "elsewhere", Adaptor: "legacy", SearchType: siteconfig.SearchRedirect},
			}, nil
		},
	}
}

func newSaved(store fakeSavedStore, cat fakeSavedPayables, logs *bytes.Buffer) *SavedItems {
	s := &SavedItems{Config: savedConfig(true), Items: store, Payables: cat, Env: bff.EnvTest}
	if logs != nil {
		s.Logger = slog.New(slog.NewTextHandler(logs, nil))
	}
	return s
}

func as(user string) SavedItemsRequest {
	return SavedItemsRequest{Client: "sunshine", Site: "demo", UserID: user, Lang: bff.English}
}

func TestSavedItems_ROLE20_VAL31_aGuestCannotListSaveOrRemove(t *testing.T) {
	store, m := memSaved()
	s := newSaved(store, catalogue(payable("sunshine/demo/utilities/U-1", "utilities", "utility_bill")), nil)
	for _, user := range []string{"", "anon-7f3a"} {
		if _, err := s.List(t.Context(), as(user)); bff.ErrorCode(err) != bff.CodeUnauthorized {
			t.Errorf("List as %q: %v", user, err)
		}
		if _, err := s.Save(t.Context(), as(user), "sunshine/demo/utilities/U-1"); bff.ErrorCode(err) != bff.CodeUnauthorized {
			t.Errorf("Save as %q: %v", user, err)
		}
		if err := s.Remove(t.Context(), as(user), "/sunshine/demo/utilities/U-1"); bff.ErrorCode(err) != bff.CodeUnauthorized {
			t.Errorf("Remove as %q: %v", user, err)
		}
	}
	if len(m) != 0 {
		t.Errorf("a guest changed the store: %v", m)
	}
	if _, err := s.Save(t.Context(), as("alice"), "  "); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("an empty payable path: %v, want invalid", err)
	}
}

func TestSavedItems_SAVED06_listAddsALeadingSlashKeepsEnabledSourcesAndResolvesInTheLanguage(t *testing.T) {
	store, m := memSaved()
	m["alice|sunshine|demo"] = []mythings.Item{
		{SavePath: "sunshine/demo/utilities/U-1", DisplayType: "utility_bill"},
		{SavePath: "sunshine/demo/legacy/L-1", DisplayType: "legacy"},
		{SavePath: "sunshine/demo/utilities/GONE", DisplayType: "utility_bill"},
	}
	var logs bytes.Buffer
	s := newSaved(store, catalogue(payable("sunshine/demo/utilities/U-1", "utilities", "utility_bill"),
		payable("sunshine/demo/legacy/L-1", "legacy", "legacy")), &logs)
	req := as("alice")
	req.Lang = bff.Spanish
	v, err := s.List(t.Context(), req)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Items) != 2 {
		t.Fatalf("items %+v, want the utility bill and the missing one", v.Items)
	}
	got := v.Items[0]
	if got.SavePath != "/sunshine/demo/utilities/U-1" || got.PageRoute != "utilities" || got.Payable == nil ||
		got.Payable.DisplayName != "Item sunshine/demo/utilities/U-1 (es)" || got.Payable.Department != "Servicios" {
		t.Errorf("resolved item = %+v %+v", got, got.Payable)
	}
	if gone := v.Items[1]; !gone.PayableNotFound || gone.Payable != nil || gone.SavePath != "/sunshine/demo/utilities/GONE" {
		t.Errorf("missing payable = %+v, want it marked", gone)
	}
	if !strings.Contains(logs.String(), "saved item's payable not found") {
		t.Errorf("the missing payable was not logged: %s", logs.String())
	}
}

func TestSavedItems_CONST44_countsPerDisplayTypeFlagMoreThanFour(t *testing.T) {
	store, m := memSaved()
	var ps []payables.Payable
	for _, id := range []string{"1", "2", "3", "4", "5"} {
		ps = append(ps, payable("sunshine/demo/property_tax/R-"+id, "property_tax", "property_tax"))
		if id != "5" {
			ps = append(ps, payable("sunshine/demo/utilities/U-"+id, "utilities", "utility_bill"))
		}
	}
	for _, p := range ps {
		m["alice|sunshine|demo"] = append(m["alice|sunshine|demo"], mythings.Item{SavePath: p.Path, DisplayType: p.DisplayType})
	}
	v, err := newSaved(store, catalogue(ps...), nil).List(t.Context(), as("alice"))
	if err != nil {
		t.Fatal(err)
	}
	want := []DisplayTypeCount{{"property_tax", 5, true}, {"utility_bill", 4, false}}
	if len(v.Counts) != 2 || v.Counts[0] != want[0] || v.Counts[1] != want[1] || v.WarningLimit != 4 {
		t.Errorf("counts %+v limit %d, want %+v and 4", v.Counts, v.WarningLimit, want)
	}
}

func TestSavedItems_CART17_ERR47_saveTakesSavePathAndDisplayTypeFromThePayablesService(t *testing.T) {
	store, m := memSaved()
	renewal24 := payable("sunshine/demo/utilities/U-1/24", "utilities", "utility_bill")
	renewal24.SavePath = "/sunshine/demo/utilities/U-1"
	var logs bytes.Buffer
	s := newSaved(store, catalogue(renewal24, payables.Payable{Path: "moonbeam/pay/utilities/X", Adaptor: "utilities",
		Client: "moonbeam", Site: "pay"}, payable("sunshine/demo/legacy/L-1", "legacy", "legacy")), &logs)
	res, err := s.Save(t.Context(), as("alice"), renewal24.Path)
	if err != nil {
		t.Fatal(err)
	}
	saved := m["alice|sunshine|demo"]
	if len(saved) != 1 || saved[0].SavePath != "sunshine/demo/utilities/U-1" || saved[0].DisplayType != "utility_bill" {
		t.Errorf("stored %+v, want the payable's save path and display type", saved)
	}
	if res.Item.SavePath != "/sunshine/demo/utilities/U-1" || res.Item.Payable == nil || len(res.Replaced) != 0 {
		t.Errorf("result %+v", res)
	}
	if _, err := s.Save(t.Context(), as("alice"), "sunshine/demo/utilities/NOPE"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("an unknown payable: %v, want not found", err)
	}
	if !strings.Contains(logs.String(), "level=WARN") || !strings.Contains(logs.String(), "payable not found when saving") ||
		strings.Contains(logs.String(), "level=ERROR") {
		t.Errorf("an unknown payable was not logged at warn (and only there): %s", logs.String())
	}
	for _, other := range []string{"moonbeam/pay/utilities/X", "sunshine/demo/legacy/L-1"} {
		if _, err := s.Save(t.Context(), as("alice"), other); bff.ErrorCode(err) != bff.CodeNotFound {
			t.Errorf("saving %s on sunshine/demo: %v, want not found", other, err)
		}
	}
	if len(m["alice|sunshine|demo"]) != 1 {
		t.Errorf("refused saves changed the store: %+v", m["alice|sunshine|demo"])
	}
}

func TestSavedItems_SAVED04_anInsuranceUpdateSwapsTheStoredItem(t *testing.T) {
	store, m := memSaved()
	insured := func(path, unique, status string) payables.Payable {
		p := payable(path, "property_tax", "vehicle_renewal")
		p.UniqueID = unique
		p.CustomParameters = map[string]any{"insurance": map[string]any{"military_status": status}}
		return p
	}
	before := insured("sunshine/demo/property_tax/MIL1/v1", "renewal-MIL1", "none")
	after := insured("sunshine/demo/property_tax/MIL1/v2", "renewal-MIL1", "outside_florida")
	otherCar := insured("sunshine/demo/property_tax/CAR2", "renewal-CAR2", "none")
	plain := payable("sunshine/demo/utilities/U-1", "utilities", "utility_bill")
	plain.UniqueID = "renewal-MIL1" // a unique id alone, without insurance, swaps nothing
	s := newSaved(store, catalogue(before, after, otherCar, plain), nil)
	for _, p := range []payables.Payable{before, otherCar, plain} {
		if _, err := s.Save(t.Context(), as("alice"), p.Path); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Save(t.Context(), as("bob"), before.Path); err != nil {
		t.Fatal(err)
	}
	res, err := s.Save(t.Context(), as("alice"), after.Path)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Replaced) != 1 || res.Replaced[0] != "/"+before.Path {
		t.Errorf("replaced %v, want the item before the update", res.Replaced)
	}
	var left []string
	for _, it := range m["alice|sunshine|demo"] {
		left = append(left, it.SavePath)
	}
	if strings.Join(left, " ") != otherCar.Path+" "+plain.Path+" "+after.Path {
		t.Errorf("alice's items %v", left)
	}
	if len(m["bob|sunshine|demo"]) != 1 {
		t.Errorf("alice's swap changed bob's items: %+v", m["bob|sunshine|demo"])
	}
}

func TestSavedItems_removeTakesTheListedSavePathAndOnlyTheResidentsItem(t *testing.T) {
	store, m := memSaved()
	item := mythings.Item{SavePath: "sunshine/demo/utilities/U-1", DisplayType: "utility_bill"}
	m["alice|sunshine|demo"] = []mythings.Item{item}
	m["bob|sunshine|demo"] = []mythings.Item{item}
	s := newSaved(store, catalogue(), nil)
	if err := s.Remove(t.Context(), as("bob"), "/sunshine/demo/utilities/U-1"); err != nil {
		t.Fatal(err)
	}
	if len(m["bob|sunshine|demo"]) != 0 || len(m["alice|sunshine|demo"]) != 1 {
		t.Errorf("after bob's remove: alice %v, bob %v", m["alice|sunshine|demo"], m["bob|sunshine|demo"])
	}
	if err := s.Remove(t.Context(), as("bob"), "/"); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("an empty save path: %v", err)
	}
}

func TestSavedItems_ROLE24_aSiteWithoutSignInHasNoSavedItems(t *testing.T) {
	store, _ := memSaved()
	s := newSaved(store, catalogue(payable("sunshine/demo/utilities/U-1", "utilities", "utility_bill")), nil)
	s.Config = savedConfig(false)
	if _, err := s.List(t.Context(), as("alice")); bff.ErrorCode(err) != bff.CodeLoginDisabled {
		t.Errorf("List: %v", err)
	}
	if _, err := s.Save(t.Context(), as("alice"), "sunshine/demo/utilities/U-1"); bff.ErrorCode(err) != bff.CodeLoginDisabled {
		t.Errorf("Save: %v", err)
	}
}

func TestSavedItems_aRefusedServiceCredentialIsUnavailableNotASignInProblem(t *testing.T) {
	store, _ := memSaved()
	store.list = func(context.Context, string, string, string) ([]mythings.Item, error) {
		return nil, bff.Errorf(bff.CodeUnauthorized, "upstream said 401")
	}
	_, err := newSaved(store, catalogue(), nil).List(t.Context(), as("alice"))
	if bff.ErrorCode(err) != bff.CodeUnavailable {
		t.Errorf("List = %v, want unavailable", err)
	}
}

// TestSavedItems_refusalsAreInTheResidentsLanguage checks that every
// refusal of the saved-items commands reads in the language of the request.
func TestSavedItems_refusalsAreInTheResidentsLanguage(t *testing.T) {
	store, _ := memSaved()
	// A payable whose path is only a slash has no save path of its own.
	noSavePath := payable("/", "utilities", "utility_bill")
	noSavePath.SavePath = ""
	s := newSaved(store, catalogue(noSavePath), nil)
	inSpanish := func(user string) SavedItemsRequest {
		req := as(user)
		req.Lang = bff.Spanish
		return req
	}
	_, guest := s.List(t.Context(), inSpanish(""))
	_, empty := s.Save(t.Context(), inSpanish("alice"), " ")
	_, unknown := s.Save(t.Context(), inSpanish("alice"), "sunshine/demo/utilities/NOPE")
	_, unsaveable := s.Save(t.Context(), inSpanish("alice"), noSavePath.Path)
	removeNothing := s.Remove(t.Context(), inSpanish("alice"), "/")
	for name, c := range map[string]struct {
		err  error
		want string
	}{
		"a guest":                  {guest, "Inicie sesión para usar los artículos guardados."},
		"an empty path":            {empty, "Elija un artículo para guardarlo."},
		"an unknown payable":       {unknown, "No se pudo encontrar este artículo."},
		"a payable without a path": {unsaveable, "Este artículo no se puede guardar."},
		"an empty path to remove":  {removeNothing, "Elija un artículo guardado para quitarlo."},
	} {
		if got := bff.ErrorDisplayMessage(c.err); got != c.want {
			t.Errorf("%s: display message %q (error %v), want %q", name, got, c.err, c.want)
		}
	}
}
