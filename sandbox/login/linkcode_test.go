package login_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/login"
)

// A link code is bound to the county identity it was mailed for: another
// identity naming the same address neither redeems it nor wears it out.

// linkIdentity is the identity subject of the county's issuer, asking for
// and redeeming link codes of email through the users API.
type linkIdentity struct {
	r       *rig
	subject string
	email   string
}

func (r *rig) identity(subject, email string) linkIdentity {
	return linkIdentity{r: r, subject: subject, email: email}
}

func (id linkIdentity) body(code string) string {
	b, _ := json.Marshal(wire.LinkRequest{Issuer: id.r.county.URL(), Subject: id.subject, Email: id.email, Code: code})
	return string(b)
}

// askCode asks for the identity's code and returns the status, the
// Retry-After header and the code it mailed (empty when none).
func (id linkIdentity) askCode() (int, string, string) {
	id.r.t.Helper()
	b, _ := json.Marshal(wire.LinkCodeRequest{Issuer: id.r.county.URL(), Subject: id.subject, Email: id.email})
	before := len(id.r.mails(id.email))
	status, hdr, _ := do(id.r.t, http.DefaultClient, http.MethodPost, id.r.issuer+wire.PathIdentityCode,
		strings.NewReader(string(b)), map[string]string{"Content-Type": "application/json",
			"Authorization": "Bearer " + login.DefaultServiceToken})
	if len(id.r.mails(id.email)) == before {
		return status, hdr.Get("Retry-After"), ""
	}
	return status, hdr.Get("Retry-After"), id.r.lastLinkCode(id.email)
}

// mustAskCode is askCode that must mail a code.
func (id linkIdentity) mustAskCode() string {
	id.r.t.Helper()
	status, _, code := id.askCode()
	if status != http.StatusOK || code == "" {
		id.r.t.Fatalf("%s asks for a link code: %d, code %q", id.subject, status, code)
	}
	return code
}

// link posts code for the identity and returns the status and the account
// linked.
func (id linkIdentity) link(code string) (int, wire.LinkResponse) {
	id.r.t.Helper()
	var out wire.LinkResponse
	status := id.r.api(http.MethodPost, wire.PathIdentityLink, id.body(code), service, &out)
	return status, out
}

// tryInParallel is link for a goroutine of the test: it reports a failure,
// or an answer other than 403, as an error.
func (id linkIdentity) tryInParallel(code string) error {
	req, err := http.NewRequest(http.MethodPost, id.r.issuer+wire.PathIdentityLink, strings.NewReader(id.body(code)))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+login.DefaultServiceToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		return fmt.Errorf("a wrong try: %d", resp.StatusCode)
	}
	return nil
}

// linkedTo is the account id the identity is linked to, empty for none.
func (id linkIdentity) linkedTo() string {
	u, err := id.r.db.Login().UserByIdentity(id.r.t.Context(), id.r.county.URL(), id.subject)
	if err != nil {
		return ""
	}
	return u.ID
}

// wrongCode is a code that is not any of codes.
func wrongCode(codes ...string) string {
	for n := 0; ; n++ {
		w := strconv.Itoa(100000 + n*111)
		if !strings.Contains(strings.Join(codes, ","), w) {
			return w
		}
	}
}

func TestLinkIdentity_aCodeMailedForOneIdentityLinksNoOtherIdentityOfTheAddress(t *testing.T) {
	r := newRig(t)
	rosa, err := r.db.Login().UserByEmail(t.Context(), login.SeedResidentEmail)
	if err != nil {
		t.Fatal(err)
	}
	victim, attacker := r.identity("victim-1", login.SeedResidentEmail), r.identity("attacker-1", login.SeedResidentEmail)
	code := victim.mustAskCode()

	// The other identity, with no code of its own and then with one, types
	// the code mailed for the first.
	if status, out := attacker.link(code); status != http.StatusForbidden {
		t.Fatalf("another identity with the code: %d %+v", status, out)
	}
	if own := attacker.mustAskCode(); own != code {
		if status, out := attacker.link(code); status != http.StatusForbidden {
			t.Fatalf("another identity with a code of its own: %d %+v", status, out)
		}
	}
	if got := attacker.linkedTo(); got != "" {
		t.Fatalf("the other identity is linked to %s", got)
	}
	// The code still links the identity it was mailed for.
	if status, out := victim.link(code); status != http.StatusOK || out.User.ID != rosa.ID {
		t.Fatalf("the identity's own code: %d %+v", status, out)
	}
	if victim.linkedTo() != rosa.ID || attacker.linkedTo() != "" {
		t.Fatalf("linked: victim %q, attacker %q", victim.linkedTo(), attacker.linkedTo())
	}
}

func TestLinkIdentity_wrongTriesOfOneIdentityDoNotWearOutAnothersCode(t *testing.T) {
	r := newRig(t)
	rosa, err := r.db.Login().UserByEmail(t.Context(), login.SeedResidentEmail)
	if err != nil {
		t.Fatal(err)
	}
	victim, attacker := r.identity("victim-1", login.SeedResidentEmail), r.identity("attacker-1", login.SeedResidentEmail)
	code := victim.mustAskCode()
	// The other identity has a code of its own (link.go) or none; its
	// wrong tries are the same either way.
	_, _, own := attacker.askCode()
	wrong := wrongCode(code, own)
	for i := range login.MaxWrongCodes {
		if status, _ := attacker.link(wrong); status != http.StatusForbidden {
			t.Fatalf("wrong try %d: %d", i+1, status)
		}
	}
	// The tries wore out the attacker's own code only.
	if own != "" {
		if status, _ := attacker.link(own); status != http.StatusForbidden {
			t.Fatalf("the worn-out code of the identity that guessed: %d", status)
		}
	}
	if status, out := victim.link(code); status != http.StatusOK || out.User.ID != rosa.ID {
		t.Fatalf("the other identity's code after the wrong tries: %d %+v", status, out)
	}
	// The brute-force bound of an identity holds against parallel tries:
	// MaxWrongCodes tries in all, the right code after them included.
	third := r.identity("third-1", login.SeedResidentEmail)
	right := third.mustAskCode()
	wrong = wrongCode(right)
	done := make(chan error, 3*login.MaxWrongCodes)
	for range 3 * login.MaxWrongCodes {
		go func() { done <- third.tryInParallel(wrong) }()
	}
	for range 3 * login.MaxWrongCodes {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
	if status, _ := third.link(right); status != http.StatusForbidden {
		t.Fatalf("the right code after %d parallel wrong tries: %d", 3*login.MaxWrongCodes, status)
	}
}

func TestLinkIdentity_anAddressHasAtMostMaxLiveLinkCodesOfOtherIdentities(t *testing.T) {
	r := newRig(t)
	codes := map[string]string{}
	ids := make([]linkIdentity, login.MaxLiveLinkCodes+1)
	for i := range ids {
		ids[i] = r.identity("county-"+strconv.Itoa(i), login.SeedResidentEmail)
	}
	for _, id := range ids[:login.MaxLiveLinkCodes] {
		codes[id.subject] = id.mustAskCode()
	}
	// An identity with a live code asks again too soon: its own wait.
	if status, _, code := ids[0].askCode(); status != http.StatusTooManyRequests || code != "" {
		t.Fatalf("the same identity at once: %d %q", status, code)
	}
	// One identity more waits until a live code expires; nothing is mailed.
	extra := ids[login.MaxLiveLinkCodes]
	status, wait, code := extra.askCode()
	if n, err := strconv.Atoi(wait); status != http.StatusTooManyRequests || code != "" || err != nil ||
		n < 1 || n > int(login.CodeTTL.Seconds()) {
		t.Fatalf("identity %d: %d Retry-After %q code %q", login.MaxLiveLinkCodes+1, status, wait, code)
	}
	// It burnt nothing: a live code still links, and the password signs in.
	if status, _ := ids[1].link(codes[ids[1].subject]); status != http.StatusOK {
		t.Fatalf("a live code while the address is full: %d", status)
	}
	if _, err := r.svc.Accounts().Authenticate(t.Context(), login.SeedResidentEmail, login.SeedPassword, login.ClientSPA); err != nil {
		t.Fatalf("password sign-in: %v", err)
	}
	// A spent code frees its place; so does an expired one.
	extra.mustAskCode()
	if status, _, _ := r.identity("county-late", login.SeedResidentEmail).askCode(); status != http.StatusTooManyRequests {
		t.Fatalf("full again: %d", status)
	}
	r.clock.Advance(login.CodeTTL)
	r.identity("county-late", login.SeedResidentEmail).mustAskCode()
}

func TestLinkIdentity_aVerificationCodeLinksNoIdentityAndVerificationTriesLeaveTheLinkCode(t *testing.T) {
	r := newRig(t)
	if _, err := r.svc.Accounts().SendCode(t.Context(), login.SeedUnverifiedEmail, ""); err != nil {
		t.Fatal(err)
	}
	verification := r.lastCode(login.SeedUnverifiedEmail)
	county := r.identity("county-unverified", login.SeedUnverifiedEmail)
	if status, out := county.link(verification); status != http.StatusForbidden || county.linkedTo() != "" {
		t.Fatalf("an identity with the e-mail verification code: %d %+v", status, out)
	}
	// The link code is the identity's; the e-mail verification call, which
	// anyone may make, neither takes it nor wears it out.
	// The two codes are random: should they be equal (one time in a
	// million), a new link code replaces the first, so that verify-email
	// below cannot take it for the address's verification code.
	var code string
	for code == "" || code == verification {
		r.clock.Advance(wire.ResendInterval)
		code = county.mustAskCode()
	}
	for range login.MaxWrongCodes {
		if status := postJSON(t, r.issuer+login.PathVerifyEmail, wire.VerifyEmailRequest{Email: login.SeedUnverifiedEmail,
			Token: code}, nil, nil); status != http.StatusForbidden {
			t.Fatalf("verify-email with the link code: %d", status)
		}
	}
	if status, out := county.link(code); status != http.StatusOK || !out.User.EmailVerified {
		t.Fatalf("the identity's link code: %d %+v", status, out)
	}
}
