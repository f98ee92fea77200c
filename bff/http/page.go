package http

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"io/fs"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
)

// The portal's and the widget's index.html are served with a fresh nonce
// per response: the policy trusts only scripts carrying it, and with
// 'strict-dynamic' whatever those scripts load. Vite's index.html loads
// the app by one <script type="module"> and <link rel="modulepreload">
// tags; the module graph and the lazily imported chunks inherit the
// entry's nonce, and Vite's preload helper reads the nonce from
// <meta property="csp-nonce"> for the links it adds. 'self' stays for
// browsers without 'strict-dynamic', which ignore the nonce instead.

// nonceBytes is the nonce's entropy (128 bits, CSP3's minimum).
const nonceBytes = 16

// newNonce returns a random base64 nonce.
func newNonce() (string, error) {
	var b [nonceBytes]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("reading a nonce: %w", err)
	}
	return base64.StdEncoding.EncodeToString(b[:]), nil
}

// nonceSlot marks where a page's nonce goes in a cached page.
const nonceSlot = "\x00nonce\x00"

// scriptTag and preloadTag find the tags that receive the nonce; headTag
// is where the meta element for Vite's preload helper goes.
var (
	scriptTag  = regexp.MustCompile(`(?i)<script\b`)
	preloadTag = regexp.MustCompile(`(?i)<link\b[^>]*\brel=["']?modulepreload\b`)
	headTag    = regexp.MustCompile(`(?i)<head\b[^>]*>`)
)

// pageTemplate turns an index.html into its cached form: every <script> and
// modulepreload <link> gets a nonce attribute, and the head gets the
// meta element Vite reads, all holding nonceSlot.
func pageTemplate(html []byte) []byte {
	attr := []byte(` nonce="` + nonceSlot + `"`)
	out := scriptTag.ReplaceAllFunc(html, func(m []byte) []byte { return append(append([]byte{}, m...), attr...) })
	out = preloadTag.ReplaceAllFunc(out, func(m []byte) []byte {
		// Put the attribute right after "<link".
		return append(append(append([]byte{}, m[:len("<link")]...), attr...), m[len("<link"):]...)
	})
	if loc := headTag.FindIndex(out); loc != nil {
		meta := []byte(`<meta property="csp-nonce" nonce="` + nonceSlot + `">`)
		out = append(append(append([]byte{}, out[:loc[1]]...), meta...), out[loc[1]:]...)
	}
	return out
}

// pageSource is where a page's index.html lies: kind names it in the
// cache ("portal", "widget"), fsys holds it.
type pageSource struct {
	kind string
	fsys fs.FS
}

// pageName is the file of every page: the build's index.html.
const pageName = "index.html"

// pageKey names one version of a page file.
type pageKey struct {
	kind  string
	mtime time.Time
	size  int64
}

// pages caches index.html templates by kind and modification time, so a
// rebuild in an override directory is served at once and an unchanged
// file is read only once.
type pages struct {
	mu     sync.Mutex
	byKind map[string]cachedPage
}

type cachedPage struct {
	key  pageKey
	body []byte
}

func newPages() *pages { return &pages{byKind: map[string]cachedPage{}} }

// render returns the page of src with nonce in place of every slot.
func (p *pages) render(src pageSource, nonce string) ([]byte, error) {
	if src.fsys == nil {
		return nil, fs.ErrNotExist
	}
	st, err := fs.Stat(src.fsys, pageName)
	if err != nil {
		return nil, err
	}
	key := pageKey{kind: src.kind, mtime: st.ModTime(), size: st.Size()}
	p.mu.Lock()
	cp, ok := p.byKind[src.kind]
	p.mu.Unlock()
	if !ok || cp.key != key {
		b, err := fs.ReadFile(src.fsys, pageName)
		if err != nil {
			return nil, err
		}
		cp = cachedPage{key: key, body: pageTemplate(b)}
		p.mu.Lock()
		p.byKind[src.kind] = cp
		p.mu.Unlock()
	}
	return bytes.ReplaceAll(cp.body, []byte(nonceSlot), []byte(nonce)), nil
}

// servePage answers with the index.html of src under a fresh nonce, the
// page policy for walletOrigin, ancestors and any further frames, and no
// validators: a page revalidated to 304 would keep an old nonce under a new
// policy.
func servePage(c *gin.Context, p *pages, src pageSource, walletOrigin string, ancestors []string, frames ...string) error {
	nonce, err := newNonce()
	if err != nil {
		return err
	}
	body, err := p.render(src, nonce)
	if err != nil {
		return err
	}
	h := c.Writer.Header()
	h.Set("Content-Security-Policy", pageCSP(walletOrigin, ancestors, nonce, frames...))
	h.Set("Cross-Origin-Opener-Policy", pageOpenerPolicy)
	h.Set("Cache-Control", "no-cache")
	c.Data(http.StatusOK, "text/html; charset=utf-8", body)
	return nil
}

// pageCSP is the policy of the portal's and the widget's pages: scripts
// carrying nonce (and, through 'strict-dynamic', what they load), the
// page's own styles, its own API and the wallet host's probe only (the
// page asks the wallet host whether it is reachable before it shows the
// card-input frame, ERR-30 and ERR-93), images from itself or data: URLs, the
// card-input frame from the wallet host and the further frames given (a
// site's chatbot and survey; each must be an origin), forms posting only
// to the page's origin, and frame-ancestors exactly ancestors ('none' when empty). An
// empty nonce (a file that is no page) leaves scripts to 'self'. No inline
// script is ever allowed.
func pageCSP(walletOrigin string, ancestors []string, nonce string, more ...string) string {
	var allowed []string
	for _, o := range append([]string{walletOrigin}, more...) {
		if isOrigin(o) && !slices.Contains(allowed, o) {
			allowed = append(allowed, o)
		}
	}
	frames := "'none'"
	if len(allowed) > 0 {
		frames = strings.Join(allowed, " ")
	}
	fa := "'none'"
	if len(ancestors) > 0 {
		fa = strings.Join(ancestors, " ")
	}
	connect := "'self'"
	if isOrigin(walletOrigin) {
		connect += " " + walletOrigin
	}
	scripts := "'self'"
	if nonce != "" {
		scripts = "'self' 'nonce-" + nonce + "' 'strict-dynamic'"
	}
	return "default-src 'self'; script-src " + scripts + "; style-src 'self'; connect-src " + connect + "; " +
		"img-src 'self' data:; font-src 'self'; frame-src " + frames + "; object-src 'none'; " +
		"base-uri 'self'; form-action 'self'; frame-ancestors " + fa
}
