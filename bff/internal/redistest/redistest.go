// Package redistest starts a throwaway redis-server for tests. It never
// skips: a missing redis-server fails the test, because `make test` installs
// it and a skipped Redis test proves nothing.
package redistest

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// startTimeout bounds how long a fresh redis-server may take to answer.
const startTimeout = 10 * time.Second

// Start runs redis-server on a free loopback port with persistence off,
// waits until it answers, and stops it (kill, then wait) when t's
// cleanup runs. It returns the server's URL, e.g. redis://127.0.0.1:41234/0.
func Start(t testing.TB) (url string) {
	t.Helper()
	return StartServer(t).URL()
}

// Server is a running redis-server that a test may stop and start again
// on the same port, to see what its clients do while it is down.
type Server struct {
	t    testing.TB
	bin  string
	port int

	mu   sync.Mutex
	stop func() // nil while stopped
}

// StartServer is Start, returning the server so that the test can stop it.
func StartServer(t testing.TB) *Server {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		t.Fatalf("redistest: redis-server is not on PATH (%v); run `make test`, which installs it", err)
	}
	// The free port is found by binding :0 and releasing it, so another
	// process may take it before redis-server does; retry a few times.
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		port, err := freePort()
		if err != nil {
			t.Fatalf("redistest: finding a free port: %v", err)
		}
		stop, err := run(t, bin, port)
		if err == nil {
			s := &Server{t: t, bin: bin, port: port, stop: stop}
			t.Cleanup(s.Stop)
			return s
		}
		lastErr = err
	}
	t.Fatalf("redistest: redis-server did not start: %v", lastErr)
	return nil
}

// URL is the server's URL, e.g. redis://127.0.0.1:41234/0.
func (s *Server) URL() string {
	return "redis://" + net.JoinHostPort("127.0.0.1", strconv.Itoa(s.port)) + "/0"
}

// Stop kills the server and waits until it has exited, so that its port
// refuses connections; stopping a stopped server does nothing.
func (s *Server) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stop != nil {
		s.stop()
		s.stop = nil
	}
}

// Restart starts a stopped server again, empty, on the same port, and
// waits until it answers.
func (s *Server) Restart() {
	s.t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stop != nil {
		return
	}
	stop, err := run(s.t, s.bin, s.port)
	if err != nil {
		s.t.Fatalf("redistest: restarting redis-server on port %d: %v", s.port, err)
	}
	s.stop = stop
}

// run starts one redis-server on port and returns the func that stops it,
// once it answers. On failure the process is already stopped.
func run(t testing.TB, bin string, port int) (func(), error) {
	dir := t.TempDir()
	cmd := exec.Command(bin,
		"--port", strconv.Itoa(port),
		"--bind", "127.0.0.1",
		"--save", "",
		"--appendonly", "no",
		"--dir", dir,
	)
	var out SyncBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait() // the exit status of a killed server is expected noise
		close(exited)
	}()
	stop := func() {
		_ = cmd.Process.Kill()
		<-exited
	}

	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	deadline := time.Now().Add(startTimeout)
	for {
		// Checking the pid, not just PONG, guards against another server
		// having taken the port between freePort and our bind.
		if pid, err := serverPID(addr); err == nil && pid == cmd.Process.Pid {
			return stop, nil
		}
		select {
		case <-exited:
			return nil, fmt.Errorf("redis-server exited early:\n%s", out.String())
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			stop()
			return nil, fmt.Errorf("no answer from %s within %s:\n%s", addr, startTimeout, out.String())
		}
	}
}

// serverPID asks the server at addr for its process id (INFO server).
func serverPID(addr string) (int, error) {
	conn, err := net.DialTimeout("tcp", addr, time.Second)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(time.Second))
	if _, err := conn.Write([]byte("INFO server\r\n")); err != nil {
		return 0, err
	}
	r := bufio.NewReader(conn)
	header, err := r.ReadString('\n')
	if err != nil {
		return 0, err
	}
	// A bulk reply: "$<length>\r\n<body>\r\n"; anything else (such as
	// -LOADING) means not ready.
	n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(header, "$")))
	if !strings.HasPrefix(header, "$") || err != nil {
		return 0, fmt.Errorf("unexpected reply %q", header)
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(r, body); err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(body), "\r\n") {
		if v, ok := strings.CutPrefix(line, "process_id:"); ok {
			return strconv.Atoi(v)
		}
	}
	return 0, fmt.Errorf("no process_id in INFO server")
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// SyncBuffer is a buffer written by one goroutine and read by another: the
// server's output, copied by exec, or a store's log lines read by a test.
type SyncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

// Write appends p.
func (b *SyncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// String is what was written so far.
func (b *SyncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
