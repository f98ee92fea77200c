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
	exited chan struct{}
	bff    string // the BFF's URL
}

// startProcess runs the program with args in a child process, waits until
// it listens, and kills it at cleanup unless a test did. The child's
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
	listening := &lineWatch{prefix: "payhub: bff ", found: make(chan string, 1), w: p.out}
	cmd.Stdout, cmd.Stderr = p.out, listening
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		_ = cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(p.kill)
	select {
	case line := <-listening.found:
		p.bff = strings.TrimSpace(strings.TrimPrefix(line, listening.prefix))
	case <-p.exited:
		t.Fatalf("the program exited before listening:\n%s", p.out.String())
	}
	return p
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

// lineWatch passes writes to w and sends the first complete line that
// starts with prefix to found.
type lineWatch struct {
	prefix string
	found  chan string
	w      *syncWriter

	mu   sync.Mutex
	buf  bytes.Buffer
	sent bool
}

func (l *lineWatch) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf.Write(b)
	for !l.sent {
		line, err := l.buf.ReadString('\n')
		if err != nil {
			l.buf.Reset()
			l.buf.WriteString(line) // an unfinished line waits for its end
			break
		}
		if strings.HasPrefix(line, l.prefix) {
			l.found <- line
			l.sent = true
		}
	}
	return l.w.Write(b)
}
