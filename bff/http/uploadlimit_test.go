package http

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/texts"
)

// uploadLimitServer serves POST /up behind limitUploads over an in-memory
// store: the route stores a file (201) unless asked ?bad=1, when it
// refuses it as of a wrong type (415). sessions puts signed-in sessions.
type uploadLimitServer struct {
	h  http.Handler
	gs *guests
}

func newUploadLimitServer(t *testing.T, guest, resident bff.Limit) *uploadLimitServer {
	t.Helper()
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	gs := newGuests(st, bff.EnvTest)
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.POST("/up", limitUploads(st, gs, guest, resident), func(c *gin.Context) {
		if c.Query("bad") != "" {
			c.Status(http.StatusUnsupportedMediaType)
			return
		}
		c.Status(http.StatusCreated)
	})
	return &uploadLimitServer{h: r, gs: gs}
}

// session stores a session of a resident, verified or not, and returns its id.
func (s *uploadLimitServer) session(t *testing.T, subject string, verified bool) string {
	t.Helper()
	id := fmt.Sprintf("%x", sha256.Sum256([]byte(subject))) // the shape of the ids the BFF issues
	g := &guest{id: id, data: sessionData{UserID: subject, Carts: map[string]string{},
		User: &signedIn{Subject: subject, Email: subject + "@example.com", EmailVerified: verified, SignedInAt: time.Now()}}}
	if err := s.gs.put(t.Context(), g); err != nil {
		t.Fatal(err)
	}
	return id
}

// upload posts a file from remote, with session id if not empty, a bad
// one when bad; it returns the status and the refusal's message.
func (s *uploadLimitServer) upload(remote, session string, bad bool) (int, string) {
	target := "/up"
	if bad {
		target += "?bad=1"
	}
	req := httptest.NewRequest(http.MethodPost, target, nil)
	req.RemoteAddr = remote
	if session != "" {
		req.AddCookie(&http.Cookie{Name: SessionCookie, Value: session})
	}
	rec := httptest.NewRecorder()
	s.h.ServeHTTP(rec, req)
	var body errorBody
	_ = json.Unmarshal(rec.Body.Bytes(), &body)
	return rec.Code, body.Error.Message
}

var (
	twoFromAddress = bff.Limit{Rate: 2, Period: 24 * time.Hour, Burst: 2}
	threePerUser   = bff.Limit{Rate: 3, Period: 24 * time.Hour, Burst: 3}
)

// Only files actually stored are counted: a file refused for its type or
// size gives its allowance back, so a guest who picked wrong files first
// still attaches the address's allowance of right ones.
func TestUploadLimit_onlyStoredFilesAreCounted(t *testing.T) {
	s := newUploadLimitServer(t, twoFromAddress, threePerUser)
	for i := range 5 {
		if code, _ := s.upload("192.0.2.1:1000", "", true); code != http.StatusUnsupportedMediaType {
			t.Fatalf("wrong file %d: %d, want the route's own 415", i+1, code)
		}
	}
	for i := range twoFromAddress.Burst {
		if code, msg := s.upload("192.0.2.1:1000", "", false); code != http.StatusCreated {
			t.Fatalf("file %d after refused ones: %d %s", i+1, code, msg)
		}
	}
	code, msg := s.upload("192.0.2.1:1000", "", false)
	if want := texts.Message(texts.UploadTooManyFromAddress, bff.English); code != http.StatusTooManyRequests || msg != want {
		t.Errorf("past the allowance: %d %q, want 429 %q", code, msg, want)
	}
}

// An account made a moment ago, its e-mail never verified, is counted with
// the guests of its address: signing in does not end the guest bound. A
// resident with a verified e-mail from the same address is not.
func TestUploadLimit_anUnverifiedAccountIsBoundLikeAGuest(t *testing.T) {
	s := newUploadLimitServer(t, twoFromAddress, threePerUser)
	fresh := s.session(t, "usr_fresh", false)
	for i := range twoFromAddress.Burst {
		if code, msg := s.upload("192.0.2.1:1000", fresh, false); code != http.StatusCreated {
			t.Fatalf("file %d: %d %s", i+1, code, msg)
		}
	}
	code, msg := s.upload("192.0.2.1:1000", fresh, false)
	if want := texts.Message(texts.UploadTooManyFromAddressSigned, bff.English); code != http.StatusTooManyRequests || msg != want {
		t.Errorf("an unverified account past the address's allowance: %d %q, want 429 %q", code, msg, want)
	}
	if code, _ := s.upload("192.0.2.1:1000", "", false); code != http.StatusTooManyRequests {
		t.Errorf("a guest of the same address: %d, want 429", code)
	}
	if code, msg := s.upload("192.0.2.1:1000", s.session(t, "usr_verified", true), false); code != http.StatusCreated {
		t.Errorf("a verified resident of the same address: %d %s, want 201", code, msg)
	}
}

// A resident with a verified e-mail is bound per user per day, from any
// address, and another resident has an allowance of their own.
func TestUploadLimit_aVerifiedResidentIsBoundPerUserPerDay(t *testing.T) {
	s := newUploadLimitServer(t, twoFromAddress, threePerUser)
	rosa := s.session(t, "usr_rosa", true)
	for i := range threePerUser.Burst {
		if code, msg := s.upload(fmt.Sprintf("192.0.2.%d:1000", i+1), rosa, false); code != http.StatusCreated {
			t.Fatalf("file %d: %d %s", i+1, code, msg)
		}
	}
	code, msg := s.upload("198.51.100.9:1000", rosa, false)
	if want := texts.Message(texts.UploadTooManyToday, bff.English); code != http.StatusTooManyRequests || msg != want {
		t.Errorf("past the day's allowance from a new address: %d %q, want 429 %q", code, msg, want)
	}
	if code, msg := s.upload("198.51.100.9:1000", s.session(t, "usr_other", true), false); code != http.StatusCreated {
		t.Errorf("another resident: %d %s, want 201", code, msg)
	}
}
