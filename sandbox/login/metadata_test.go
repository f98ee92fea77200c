package login_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/login"
)

// accessToken is an access token of this service for a user it makes by
// token exchange from the rig's county issuer.
func (r *rig) accessToken(subject, email string) string {
	r.t.Helper()
	status, at := r.exchange(login.ClientTokenExchange, r.countyToken(subject, email, "Pat Example"), typeJWT, "", "")
	if status != http.StatusOK || at.AccessToken == "" {
		r.t.Fatalf("access token for %s: %d %+v", email, status, at)
	}
	return at.AccessToken
}

// updateMetadata posts body to update_user_metadata with token and decodes
// the answer into out (a UserMetadataResponse or an error body).
func (r *rig) updateMetadata(token, body string, out any) int {
	r.t.Helper()
	if m, ok := out.(*wire.UserMetadataResponse); ok {
		*m = wire.UserMetadataResponse{} // a map decoded into keeps its old keys
	}
	hdr := map[string]string{}
	if token != "" {
		hdr["Authorization"] = "Bearer " + token
	}
	return r.api(http.MethodPost, wire.PathUpdateUserMetadata, body, hdr, out)
}

func TestUpdateUserMetadata_API_changesOnlyTheMetadataOfTheAccessTokensOwnUser(t *testing.T) {
	r := newRig(t)
	jordan := r.accessToken("sunshine-resident-1001", "jordan@example.com")
	casey := r.accessToken("sunshine-resident-1002", "casey@example.com")
	var got wire.UserMetadataResponse
	if status := r.updateMetadata(casey, `{"metadata":{"theme":"light"}}`, &got); status != http.StatusOK ||
		got.Email != "casey@example.com" || got.Metadata["theme"] != "light" {
		t.Fatalf("casey's own change: %d %+v", status, got)
	}
	// A body naming casey changes only jordan's metadata: the user is the token's.
	body := `{"metadata":{"theme":"dark","plan":"a"},"email":"casey@example.com","userId":"casey"}`
	r.updateMetadata(jordan, body, nil)
	if status := r.updateMetadata(jordan, `{"metadata":{"theme":"dark","plan":"a"}}`, &got); status != http.StatusOK ||
		got.Email != "jordan@example.com" || len(got.Metadata) != 2 || got.Metadata["theme"] != "dark" {
		t.Fatalf("jordan's change: %d %+v", status, got)
	}
	// null removes a key; the others stay.
	if status := r.updateMetadata(jordan, `{"metadata":{"plan":null,"lang":"es"}}`, &got); status != http.StatusOK ||
		len(got.Metadata) != 2 || got.Metadata["theme"] != "dark" || got.Metadata["lang"] != "es" {
		t.Fatalf("removing plan: %d %+v", status, got)
	}
	if status := r.updateMetadata(casey, `{"metadata":{"seen":"1"}}`, &got); status != http.StatusOK ||
		len(got.Metadata) != 2 || got.Metadata["theme"] != "light" {
		t.Errorf("jordan's changes reached casey: %+v", got)
	}
}

func TestUpdateUserMetadata_API_refusesCallersWithoutALiveAccessTokenOfTheService(t *testing.T) {
	r := newRig(t)
	live := r.accessToken("sunshine-resident-1001", "jordan@example.com")
	for name, token := range map[string]string{
		"no token":               "",
		"the service credential": login.DefaultServiceToken,
		"not a token":            "not-a-token",
		"a token cut short":      live[:len(live)-4],
		"the county's own token": r.countyToken("sunshine-resident-1001", "jordan@example.com", "Jordan"),
	} {
		var e respond.ErrorBody
		if status := r.updateMetadata(token, `{"metadata":{"theme":"dark"}}`, &e); status != http.StatusUnauthorized ||
			e.Error.Code != login.CodeInvalidToken {
			t.Errorf("%s: %d %+v", name, status, e)
		}
	}
	r.clock.Advance(login.AccessTokenTTL)
	if status := r.updateMetadata(live, `{"metadata":{"theme":"dark"}}`, nil); status != http.StatusUnauthorized {
		t.Errorf("an expired token: %d", status)
	}
}

func TestUpdateUserMetadata_API_aChangeBreakingALimitIsRefusedWholeInTheAskedLanguage(t *testing.T) {
	r := newRig(t)
	token := r.accessToken("sunshine-resident-1001", "jordan@example.com")
	var got wire.UserMetadataResponse
	if status := r.updateMetadata(token, `{"metadata":{"theme":"dark"}}`, &got); status != http.StatusOK {
		t.Fatalf("a good change: %d", status)
	}
	var many []string
	for i := range login.MaxMetadataKeys {
		many = append(many, fmt.Sprintf(`"k%d":"v"`, i))
	}
	for name, body := range map[string]string{
		"no keys":                     `{"metadata":{}}`,
		"a key starting with a digit": `{"metadata":{"theme":"light","1key":"v"}}`,
		"a key with a space":          `{"metadata":{"theme":"light","a key":"v"}}`,
		"a value over the limit":      `{"metadata":{"theme":"` + strings.Repeat("x", login.MaxMetadataValue+1) + `"}}`,
		"more keys than kept":         `{"metadata":{` + strings.Join(many, ",") + `}}`,
	} {
		status, _, raw := do(t, http.DefaultClient, http.MethodPost, r.issuer+wire.PathUpdateUserMetadata, strings.NewReader(body),
			map[string]string{"Content-Type": "application/json", "Authorization": "Bearer " + token, "Accept-Language": "es"})
		if status != http.StatusBadRequest || !strings.Contains(raw, login.CodeInvalidField) || !strings.Contains(raw, "metadatos") {
			t.Errorf("%s: %d %s", name, status, raw)
		}
	}
	if status := r.updateMetadata(token, `{"metadata":{"theme":"dark"}}`, &got); status != http.StatusOK ||
		len(got.Metadata) != 1 || got.Metadata["theme"] != "dark" {
		t.Errorf("a refused change left %+v", got.Metadata)
	}
}
