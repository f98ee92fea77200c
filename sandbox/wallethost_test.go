package sandbox_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox"
)

func TestWalletServiceAnswersItsProbeOnTheSandboxListener(t *testing.T) {
	base := start(t, t.TempDir())
	for _, method := range []string{http.MethodGet, http.MethodPost} {
		status, _, body := do(t, method, base+sandbox.PrefixWallet+"/probe", "")
		if status != http.StatusOK || !strings.Contains(string(body), `"ok"`) {
			t.Errorf("%s probe = %d %s", method, status, body)
		}
	}
	status, _, body := do(t, http.MethodGet, base+sandbox.PrefixWallet+"/ledger?reference=none", "")
	if status != http.StatusOK || strings.TrimSpace(string(body)) != `{"charges":[]}` {
		t.Errorf("ledger = %d %s", status, body)
	}
}

func TestWalletHandlerServesTheFrameHostOnItsOwnListener(t *testing.T) {
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	ts := httptest.NewServer(srv.WalletHandler())
	t.Cleanup(func() {
		ts.Close()
		srv.Close()
	})
	if status, _, body := do(t, http.MethodGet, ts.URL+"/healthz", ""); status != http.StatusOK {
		t.Errorf("healthz = %d %s", status, body)
	}
	status, header, body := do(t, http.MethodGet, ts.URL+"/card-input/?env=dev&type=card&token=forged&v=3", "")
	if status != http.StatusUnauthorized || !strings.Contains(string(body), `data-failure="loadFailure"`) ||
		header.Get("Referrer-Policy") != "no-referrer" {
		t.Errorf("frame with a forged token = %d %v %s", status, header, body)
	}
}
