package screen

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"

	"github.com/payhub/payhub/bff"
)

// Rendered is a screen as the API sends it: its JSON body, the body's
// entity tag, and the sections that failed (none for a cached screen,
// which is always complete), for the handler's log.
type Rendered struct {
	// Body is the exact response body.
	Body []byte
	// ETag is the strong entity tag of Body, quotes included.
	ETag string
	// Failed names each failed section with its code.
	Failed []FailedSection
}

// FailedSection is one section of a rendered screen that came back with an
// error.
type FailedSection struct {
	Name string
	Code bff.Code
}

// Render encodes s as the API sends it, with its entity tag.
func Render(s Screen) (Rendered, error) {
	body, err := json.Marshal(s)
	if err != nil {
		return Rendered{}, err
	}
	r := Rendered{Body: body, ETag: ETagOf(body)}
	for _, name := range s.Incomplete {
		if sec := s.Sections[name]; sec.Error != nil {
			r.Failed = append(r.Failed, FailedSection{Name: name, Code: sec.Error.Code})
		}
	}
	return r, nil
}

// ETagOf is the strong entity tag of body (RFC 9110 §8.8.3): a hash of its
// exact bytes, so two replicas that build the same screen give it the same
// tag, and any change of a byte gives a new one.
func ETagOf(body []byte) string {
	sum := sha256.Sum256(body)
	return `"` + base64.RawURLEncoding.EncodeToString(sum[:]) + `"`
}
