package staffplans_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/staffplans"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/wallet"
	sblogin "github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/processor"
	sbwallet "github.com/payhub/payhub/sandbox/wallet"
)

// console is the staff console's page origin the frames talk to.
const console = "http://bff.test"

// framesFor asks for the seed resident's frames as m, in lang.
func (r *rig) framesFor(m staffplans.Member, email string, lang bff.Language) (staffplans.Frames, error) {
	return r.svc.TenderFrames(r.t.Context(), m, staffplans.FramesRequest{Client: "sunshine", Site: "demo",
		Payer: staffplans.Payer{Name: "Rosa Resident", Email: email}, Origin: console, Lang: lang})
}

// tokenize types a card into the frame at frameURL, as the frame's script
// posts it, and returns the tender token.
func (r *rig) tokenize(frameURL, number string) string {
	r.t.Helper()
	u, err := url.Parse(frameURL)
	if err != nil {
		r.t.Fatal(err)
	}
	body, err := json.Marshal(sbwallet.TokenizeRequest{EwalletToken: u.Query().Get("token"), Type: processor.TypeCard,
		Card: &sbwallet.CardInput{Number: number, Expiry: "12/35", CVC: "123", Name: "Rosa Resident"}})
	if err != nil {
		r.t.Fatal(err)
	}
	req, err := http.NewRequestWithContext(r.t.Context(), http.MethodPost, r.host+sbwallet.TokenizePath, bytes.NewReader(body))
	if err != nil {
		r.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", r.host)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	var tok sbwallet.TokenizeResponse
	if err := json.NewDecoder(resp.Body).Decode(&tok); err != nil || resp.StatusCode != http.StatusOK {
		r.t.Fatalf("tokenize = %d, %v", resp.StatusCode, err)
	}
	return tok.Token
}

// walletTenders are the seed resident's wallet list.
func (r *rig) walletTenders() []wallet.Tender {
	r.t.Helper()
	ts, err := r.wallet.Tenders(r.t.Context(), r.resident)
	if err != nil {
		r.t.Fatal(err)
	}
	return ts
}

// residentFrame is the seed resident's own card frame.
func (r *rig) residentFrame() string {
	r.t.Helper()
	tokens, err := r.wallet.UserToken(r.t.Context(), r.resident, wallet.UserTokenRequest{Client: "sunshine", Site: "demo", Origin: console})
	if err != nil {
		r.t.Fatal(err)
	}
	return r.host + "/card-input/?token=" + url.QueryEscape(tokens.EwalletToken)
}

// saveReq is a save of tender token tok for the payer email.
func saveReq(email, tok string, lang bff.Language) staffplans.SaveTenderRequest {
	return staffplans.SaveTenderRequest{Client: "sunshine", Site: "demo", Payer: staffplans.Payer{Name: "Rosa Resident", Email: email},
		Token: tok, Type: "card", UserName: "Rosa Resident", Lang: lang}
}

// ROLE-18, ROLE-29, SCHED-04: the admin opens the payer's frames on the
// wallet host, saves the card typed there and sets a plan up with it,
// which run now pays; the payer's wallet does not list the card, and the
// same key again answers the same tender.
func TestSaveTender_ROLE18_SCHED04_theAdminEntersThePayersCardAndAPlanPaysWithIt(t *testing.T) {
	r := newRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin)
	fr, err := r.framesFor(admin, residentEmail, bff.Spanish)
	if err != nil {
		t.Fatal(err)
	}
	if fr.Origin != r.host || fr.PayerName != "Rosa Resident" || fr.ExpiresAt == "" ||
		!strings.HasPrefix(fr.CardInputURL, r.host+"/card-input/?") || !strings.Contains(fr.CardInputURL, "type=card") ||
		!strings.Contains(fr.CardInputURL, "lang=es") || !strings.Contains(fr.BankInputURL, "type=bank") {
		t.Errorf("frames = %+v", fr)
	}
	tok := r.tokenize(fr.CardInputURL, "4242424242424242")
	saved, err := r.svc.SaveTender(ctx, admin, "tender-key-1", saveReq(residentEmail, tok, bff.English))
	if err != nil {
		t.Fatal(err)
	}
	if saved.TenderID == "" || saved.Type != "card" || saved.LastDigits != "4242" || saved.CardBrand != "Visa" ||
		saved.Description != "Visa Card ending in 4242" {
		t.Errorf("saved = %+v", saved)
	}
	again, err := r.svc.SaveTender(ctx, admin, "tender-key-1", saveReq(residentEmail, tok, bff.English))
	if err != nil || again.TenderID != saved.TenderID {
		t.Errorf("the same key again = %+v, %v; want tender %s", again, err, saved.TenderID)
	}
	if ts := r.walletTenders(); len(ts) != 1 || ts[0].TenderID != r.card.TenderID {
		t.Errorf("the payer's wallet lists %+v; want only their own card", ts)
	}

	req := r.request(bff.English)
	req.Tender = saved
	made, err := r.svc.Create(ctx, admin, "plan-key-1", req)
	if err != nil {
		t.Fatal(err)
	}
	runs, err := r.svc.RunNow(ctx, admin, made.ID, "run-key-1", bff.English)
	if err != nil {
		t.Fatal(err)
	}
	paid := 0
	for _, run := range runs.Past {
		if run.Manual && run.Status == api.RunPaid {
			paid++
		}
	}
	if paid != 1 {
		t.Errorf("runs after run now = %+v; want one paid manual run", runs)
	}
}

// ROLE-18, ROLE-28, SCHED-04, SCHED-05, SCHED-54: the refusals of both
// calls: no schedpay scope, another client's admin, a site without
// scheduled payments, no key, the payer's name or e-mail missing or the
// e-mail malformed (400 with the field), an e-mail no resident has (422
// in the request's language), and a token that is not of a frame staff
// opened for this payer (the payer's own, another payer's).
func TestSaveTender_ROLE18_ROLE28_refusals(t *testing.T) {
	r := newRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin)
	fr, err := r.framesFor(admin, residentEmail, bff.English)
	if err != nil {
		t.Fatal(err)
	}
	tok := r.tokenize(fr.CardInputURL, "4242424242424242")

	for name, m := range map[string]staffplans.Member{"the viewer": r.as(sunshineViewer), "moonbeam's admin": r.as(moonbeamAdmin)} {
		_, err := r.framesFor(m, residentEmail, bff.English)
		wantCode(t, name+": frames", err, bff.CodeForbidden)
		_, err = r.svc.SaveTender(ctx, m, "k-1", saveReq(residentEmail, tok, bff.English))
		wantCode(t, name+": save", err, bff.CodeForbidden)
	}
	req := saveReq(residentEmail, tok, bff.English)
	req.Site = "handoff"
	_, err = r.svc.SaveTender(ctx, admin, "k-2", req)
	wantCode(t, "a site without scheduled payments", err, bff.CodeForbidden)
	_, err = r.svc.SaveTender(ctx, admin, "", saveReq(residentEmail, tok, bff.English))
	wantCode(t, "no key", err, bff.CodeInvalid)

	for name, c := range map[string]struct{ name, email, field string }{
		"no name":            {" ", residentEmail, staffplans.FieldPayerName},
		"no e-mail":          {"Rosa Resident", "", staffplans.FieldPayerEmail},
		"a malformed e-mail": {"Rosa Resident", "rosa@", staffplans.FieldPayerEmail},
	} {
		_, err := r.svc.TenderFrames(ctx, admin, staffplans.FramesRequest{Client: "sunshine", Site: "demo",
			Payer: staffplans.Payer{Name: c.name, Email: c.email}, Origin: console, Lang: bff.English})
		wantCode(t, name, err, bff.CodeInvalid)
		if bff.ErrorFields(err)[c.field] == "" {
			t.Errorf("%s: fields %v, want %s", name, bff.ErrorFields(err), c.field)
		}
	}
	_, err = r.framesFor(admin, "nobody@example.com", bff.Spanish)
	var e *bff.Error
	if !asError(err, &e) || e.Code != bff.CodeUnprocessable || !strings.Contains(e.DisplayMessage, "Ninguna cuenta") {
		t.Errorf("an unknown e-mail = %v; want 422 in Spanish", err)
	}

	ownTok := r.tokenize(r.residentFrame(), "4242424242424242")
	_, err = r.svc.SaveTender(ctx, admin, "k-3", saveReq(residentEmail, ownTok, bff.English))
	if !asError(err, &e) || e.Code != bff.CodeUnprocessable || e.Reason != wallet.CodeTokenNotForPayer {
		t.Errorf("the payer's own token = %v; want 422 %s", err, wallet.CodeTokenNotForPayer)
	}
	_, err = r.svc.SaveTender(ctx, admin, "k-4", saveReq(sblogin.SeedPropertyTaxEmail, tok, bff.English))
	if !asError(err, &e) || e.Code != bff.CodeUnprocessable || e.Reason != wallet.CodeTokenNotForPayer {
		t.Errorf("this payer's token saved for another = %v; want 422 %s", err, wallet.CodeTokenNotForPayer)
	}
}
