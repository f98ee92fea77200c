package upstream

import (
	"errors"
	"io"
	"sync"
)

// ErrCallerBody marks a streamed call that failed because its own body,
// read from the BFF's caller (a browser's upload cut short), broke: the
// caller's failure, which the breaker neither counts nor excuses
// (breakerExcluded), answered bff.CodeInvalid.
var ErrCallerBody = errors.New("upstream: the caller's body could not be read")

// msgCallerBody is the message of a call whose caller's body broke.
const msgCallerBody = "The request could not be read."

// watchedStream passes a call's Stream on and keeps the first error of its
// reads other than its end: the proof that a failed call failed on the
// caller's side, whatever error the transport reports for it.
type watchedStream struct {
	r   io.Reader
	mu  sync.Mutex
	err error
}

func (w *watchedStream) Read(p []byte) (int, error) {
	n, err := w.r.Read(p)
	if err != nil && !errors.Is(err, io.EOF) {
		w.mu.Lock()
		if w.err == nil {
			w.err = err
		}
		w.mu.Unlock()
	}
	return n, err
}

// failed is the first read error, nil while the stream read well.
func (w *watchedStream) failed() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}
