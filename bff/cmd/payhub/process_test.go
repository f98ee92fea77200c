package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
)

// childArgsEnv makes the test binary run the program instead of the
// tests: its value is the program's arguments as a JSON list. A test can
// thus run the program in a process of its own and kill it as a crash
// would, with no clean-up at all.
const childArgsEnv = "PAYHUB_TEST_CHILD_ARGS"

func TestMain(m *testing.M) {
	if raw := os.Getenv(childArgsEnv); raw != "" {
		var args []string
		if err := json.Unmarshal([]byte(raw), &args); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", childArgsEnv, err)
			os.Exit(2)
		}
		os.Exit(run(args, os.Getenv, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// process is the program running in a child process.
type process struct {
	t      *testing.T
	cmd    *exec.Cmd
	out    *syncWriter // its standard output and error, for failure messages
	lines  *listenerLines
	exited chan struct{}
	bff    string // the BFF's URL
}

// startProcess runs the program with args in a child process, waits until
// its BFF listens, and kills it at cleanup unless a test did. The child's
// environment has no PayHub or Redis settings, so only args configure it.
func startProcess(t *testing.T, args ...string) *process {
	t.Helper()
	raw, err := json.Marshal(args)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "PAYHUB_") && !strings.HasPrefix(kv, "REDIS_URL=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, childArgsEnv+"="+string(raw))
	p := &process{t: t, cmd: cmd, out: &syncWriter{}, exited: make(chan struct{})}
	p.lines = &listenerLines{w: p.out, urls: map[string]string{}, changed: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.out, p.lines
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		_ = cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(p.kill)
	p.bff = p.url("bff")
	return p
}

// url waits for the program to print the URL of its listener name (run
// prints them all once started) and returns it.
func (p *process) url(name string) string {
	p.t.Helper()
	for {
		u, changed := p.lines.get(name)
		if u != "" {
			return u
		}
		select {
		case <-changed:
		case <-p.exited:
			if u, _ := p.lines.get(name); u != "" {
				return u
			}
			p.t.Fatalf("the program exited without listening as %s:\n%s", name, p.out.String())
		}
	}
}

// kill ends the process with SIGKILL, as a crash would: no deferred code,
// no shutdown, no store Close. It returns once the process is gone.
func (p *process) kill() {
	select {
	case <-p.exited:
		return
	default:
	}
	if err := p.cmd.Process.Kill(); err != nil {
		p.t.Errorf("kill: %v", err)
	}
	<-p.exited
}

// listenerLines passes writes to w and reads the lines "payhub: NAME URL"
// that run prints for each listener.
type listenerLines struct {
	w *syncWriter

	mu      sync.Mutex
	buf     bytes.Buffer
	urls    map[string]string
	changed chan struct{} // closed and replaced when urls grows
}

func (l *listenerLines) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf.Write(b)
	for {
		line, err := l.buf.ReadString('\n')
		if err != nil {
			l.buf.Reset()
			l.buf.WriteString(line) // an unfinished line waits for its end
			break
		}
		if f := strings.Fields(line); len(f) == 3 && f[0] == "payhub:" && strings.HasPrefix(f[2], "http://") {
			l.urls[f[1]] = f[2]
			close(l.changed)
			l.changed = make(chan struct{})
		}
	}
	return l.w.Write(b)
}

// get returns the URL of listener name ("" while unknown) and a channel
// closed when another URL is known.
func (l *listenerLines) get(name string) (string, <-chan struct{}) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.urls[name], l.changed
}
