package loadtest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gopkg.in/yaml.v3"
)

// repoRoot is the repository's root: this module lives in docker/loadtest.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "docker", "compose.yaml")); err != nil {
		t.Fatalf("%s is not the repository root: %v", root, err)
	}
	return root
}

// payhubBinary is PAYHUB_BIN (the Makefile passes bin/payhub), else a
// payhub built from this checkout into the test's temporary directory.
func payhubBinary(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("PAYHUB_BIN"); p != "" {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("PAYHUB_BIN=%s: %v (run make build first)", p, err)
		}
		return p
	}
	out := filepath.Join(t.TempDir(), "payhub")
	cmd := exec.Command("go", "build", "-o", out, "./bff/cmd/payhub")
	cmd.Dir = repoRoot(t)
	if raw, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building payhub: %v\n%s", err, raw)
	}
	return out
}

// lookPath finds a system program, also in /usr/sbin (Debian's nginx).
func lookPath(t *testing.T, name string) string {
	t.Helper()
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if p := "/usr/sbin/" + name; fileExists(p) {
		return p
	}
	t.Fatalf("%s is not installed: run scripts/system-deps.sh", name)
	return ""
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// freePort is a loopback port nothing listens on now.
func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return fmt.Sprint(ln.Addr().(*net.TCPAddr).Port)
}

// proc is one service running as a process of its own group, so that a
// kill reaches whatever it started.
type proc struct {
	name string
	bin  string
	args []string
	env  []string
	dir  string
	// ready is the output line that says the process serves.
	ready string

	mu     sync.Mutex
	cmd    *exec.Cmd
	done   chan struct{}
	output strings.Builder
}

func (p *proc) log() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := p.output.String()
	if len(s) > 3000 {
		s = "..." + s[len(s)-3000:]
	}
	return s
}

// start runs the process and waits, at most a minute, for its ready line.
func (p *proc) start(t *testing.T) {
	t.Helper()
	cmd := exec.Command(p.bin, p.args...)
	cmd.Dir, cmd.Env = p.dir, p.env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, pw
	if err := cmd.Start(); err != nil {
		t.Fatalf("%s: %v", p.name, err)
	}
	done := make(chan struct{})
	p.mu.Lock()
	p.cmd, p.done = cmd, done
	p.mu.Unlock()
	seen := make(chan struct{})
	if p.ready == "" {
		close(seen)
	}
	go func() {
		sc := bufio.NewScanner(pr)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		var once sync.Once
		for sc.Scan() {
			line := sc.Text()
			p.mu.Lock()
			if p.output.Len() < 1<<20 {
				p.output.WriteString(line + "\n")
			}
			p.mu.Unlock()
			if p.ready != "" && strings.Contains(line, p.ready) {
				once.Do(func() { close(seen) })
			}
		}
		_, _ = io.Copy(io.Discard, pr)
	}()
	go func() {
		_ = cmd.Wait()
		_ = pw.Close()
		close(done)
	}()
	select {
	case <-seen:
	case <-done:
		t.Fatalf("%s exited at start: %v\n%s", p.name, cmd.ProcessState, p.log())
	case <-time.After(time.Minute):
		t.Fatalf("%s did not say %q within a minute:\n%s", p.name, p.ready, p.log())
	}
}

// signal sends sig to the process group and waits, at most grace, for the
// process to exit; then it kills the group.
func (p *proc) stop(sig syscall.Signal, grace time.Duration) {
	p.mu.Lock()
	cmd, done := p.cmd, p.done
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	select {
	case <-done:
		return
	default:
	}
	_ = syscall.Kill(-cmd.Process.Pid, sig)
	select {
	case <-done:
	case <-time.After(grace):
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-done
	}
}

// exitedCleanly reports whether the last run of the process ended with
// status 0.
func (p *proc) exitedCleanly() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.cmd != nil && p.cmd.ProcessState != nil && p.cmd.ProcessState.Success()
}

// stack is the running deployment.
type stack struct {
	t       *testing.T
	dir     string
	redis   *proc
	sandbox *proc
	bffs    []*proc
	nginx   *proc
	faults  *faults

	redisPort   string
	sandboxURL  string // the sandbox's services, directly (the ledger)
	walletURL   string // the wallet host, which browsers reach directly
	lbURL       string // nginx
	bffURLs     []string
	metricsURLs []string
}

// composeFile is the part of docker/compose.yaml the stack reads: the
// replicas' environment and the upstreams file.
type composeFile struct {
	Services map[string]struct {
		Command     []string          `yaml:"command"`
		Environment map[string]string `yaml:"environment"`
	} `yaml:"services"`
	Configs map[string]struct {
		Content string `yaml:"content"`
	} `yaml:"configs"`
}

func readCompose(t *testing.T) composeFile {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(repoRoot(t), "docker", "compose.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var c composeFile
	if err := yaml.Unmarshal(raw, &c); err != nil {
		t.Fatalf("docker/compose.yaml: %v", err)
	}
	return c
}

// upStack starts the deployment; everything it starts stops at cleanup,
// also when the test fails.
func upStack(t *testing.T) *stack {
	t.Helper()
	bin := payhubBinary(t)
	root := repoRoot(t)
	c := readCompose(t)
	s := &stack{t: t, dir: t.TempDir()}
	t.Cleanup(s.down)

	// Redis as the compose file runs it, with the persistence
	// docs/operations.md recommends (the append-only file).
	s.redisPort = freePort(t)
	redisDir := filepath.Join(s.dir, "redis")
	must(t, os.MkdirAll(redisDir, 0o755))
	redisCmd := c.Services["redis"].Command
	if len(redisCmd) == 0 || redisCmd[0] != "redis-server" || !slices.Contains(redisCmd, "--appendonly") {
		t.Fatalf("docker/compose.yaml's redis runs %v, want redis-server with its append-only file", redisCmd)
	}
	s.redis = &proc{name: "redis", bin: lookPath(t, "redis-server"), ready: "Ready to accept connections",
		args: append(slices.Clone(redisCmd[1:]), "--bind", "127.0.0.1", "--port", s.redisPort, "--dir", redisDir)}
	s.redis.start(t)

	sandboxPort, walletPort := freePort(t), freePort(t)
	s.sandboxURL, s.walletURL = "http://127.0.0.1:"+sandboxPort, "http://127.0.0.1:"+walletPort
	s.sandbox = &proc{name: "sandbox", bin: bin, args: []string{"sandbox"}, ready: "payhub: wallet", dir: s.dir,
		env: []string{"PAYHUB_SANDBOX_ADDR=127.0.0.1:" + sandboxPort, "PAYHUB_WALLET_ADDR=127.0.0.1:" + walletPort,
			"PAYHUB_DATA_DIR=" + filepath.Join(s.dir, "sandbox")}}
	s.sandbox.start(t)

	// The compose file's upstreams, each through a proxy of its own.
	var ups map[string]string
	if err := json.Unmarshal([]byte(c.Configs["upstreams"].Content), &ups); err != nil {
		t.Fatalf("docker/compose.yaml configs.upstreams: %v", err)
	}
	s.faults = newFaults(t, "127.0.0.1:"+sandboxPort)
	local := map[string]string{}
	for svc, u := range ups {
		path := u[strings.Index(u, "/svc/"):]
		local[svc] = s.faults.add(t, svc) + path
	}
	upsFile := filepath.Join(s.dir, "upstreams.json")
	raw, err := json.Marshal(local)
	must(t, err)
	must(t, os.WriteFile(upsFile, raw, 0o644))

	for _, name := range []string{"bff-1", "bff-2"} {
		port, metrics := freePort(t), freePort(t)
		env := []string{}
		for k, v := range c.Services[name].Environment {
			switch k {
			case "REDIS_URL":
				v = "redis://127.0.0.1:" + s.redisPort + "/0"
			case "PAYHUB_UPSTREAMS":
				v = upsFile
			case "PAYHUB_WALLET_URL":
				v = s.walletURL
			case "PAYHUB_BOTCHECK_URL":
				v = s.sandboxURL + "/svc/botcheck"
			case "PAYHUB_TRUSTED_PROXIES":
				v = "127.0.0.1"
			case "PAYHUB_ADDR":
				v = "127.0.0.1:" + port
			case "PAYHUB_METRICS_ADDR":
				v = "127.0.0.1:" + metrics
			}
			env = append(env, k+"="+v)
		}
		dataDir := filepath.Join(s.dir, name)
		must(t, os.MkdirAll(dataDir, 0o755))
		env = append(env, "PAYHUB_DATA_DIR="+dataDir, "PAYHUB_WEB_DIR="+dataDir, "PAYHUB_LOG_LEVEL=warn")
		// The compose file's command: serve and its flags (--drain-delay).
		p := &proc{name: name, bin: bin, args: c.Services[name].Command, env: env, dir: dataDir, ready: "payhub: bff"}
		p.start(t)
		s.bffs = append(s.bffs, p)
		s.bffURLs = append(s.bffURLs, "http://127.0.0.1:"+port)
		s.metricsURLs = append(s.metricsURLs, "http://127.0.0.1:"+metrics)
	}
	s.startNginx(t, root)
	return s
}

// startNginx runs nginx with docker/nginx/payhub.conf, its ports and
// replica addresses mapped to this machine's.
func (s *stack) startNginx(t *testing.T, root string) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(root, "docker", "nginx", "payhub.conf"))
	must(t, err)
	lbPort := freePort(t)
	s.lbURL = "http://127.0.0.1:" + lbPort
	conf := string(raw)
	for from, to := range map[string]string{
		"listen 8080;":     "listen 127.0.0.1:" + lbPort + ";",
		"listen 8081;":     "listen 127.0.0.1:" + freePort(t) + ";",
		"bff-1:8180":       strings.TrimPrefix(s.bffURLs[0], "http://"),
		"bff-2:8181":       strings.TrimPrefix(s.bffURLs[1], "http://"),
		"/srv/county-site": filepath.Join(root, "examples", "county-site"),
	} {
		if !strings.Contains(conf, from) {
			t.Fatalf("docker/nginx/payhub.conf no longer has %q", from)
		}
		conf = strings.ReplaceAll(conf, from, to)
	}
	dir := filepath.Join(s.dir, "nginx")
	for _, sub := range []string{"logs", "temp"} {
		must(t, os.MkdirAll(filepath.Join(dir, sub), 0o755))
	}
	must(t, os.WriteFile(filepath.Join(dir, "payhub.conf"), []byte(conf), 0o644))
	var b strings.Builder
	// The worker count is the machine's (auto), and the connection limit
	// above the harness's concurrency on both sides of nginx.
	fmt.Fprintf(&b, "pid %[1]s/nginx.pid;\nerror_log stderr warn;\nworker_processes auto;\n"+
		"events { worker_connections 4096; }\nhttp {\n  access_log off;\n"+
		"  client_body_temp_path %[1]s/temp/body;\n  proxy_temp_path %[1]s/temp/proxy;\n"+
		"  fastcgi_temp_path %[1]s/temp/fastcgi;\n  uwsgi_temp_path %[1]s/temp/uwsgi;\n  scgi_temp_path %[1]s/temp/scgi;\n", dir)
	if fileExists("/etc/nginx/mime.types") {
		b.WriteString("  include /etc/nginx/mime.types;\n")
	}
	fmt.Fprintf(&b, "  include %s/payhub.conf;\n}\n", dir)
	main := filepath.Join(dir, "nginx.conf")
	must(t, os.WriteFile(main, []byte(b.String()), 0o644))
	// nginx logs "start worker process" at notice, below the warn level
	// kept for the run: its configuration test line says it started.
	s.nginx = &proc{name: "nginx", bin: lookPath(t, "nginx"), dir: dir, ready: "",
		args: []string{"-p", dir, "-c", main, "-g", "daemon off;"}}
	s.nginx.start(t)
	waitHTTP(t, s.lbURL+"/bff/v1/sunshine", "nginx")
}

// waitHTTP asks url until it answers 200, a bounded number of times.
func waitHTTP(t *testing.T, url, what string) {
	t.Helper()
	var last error
	for range 100 {
		resp, err := http.Get(url)
		if err == nil {
			_, _ = io.Copy(io.Discard, resp.Body)
			_ = resp.Body.Close()
			if resp.StatusCode == 200 {
				return
			}
			err = fmt.Errorf("status %d", resp.StatusCode)
		}
		last = err
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("%s never answered %s: %v", what, url, last)
}

// down stops every process, the load balancer first; a process that does
// not stop within its grace is killed with its group.
func (s *stack) down() {
	if s.nginx != nil {
		s.nginx.stop(syscall.SIGQUIT, 5*time.Second)
	}
	for _, b := range s.bffs {
		b.stop(syscall.SIGTERM, 25*time.Second)
	}
	if s.faults != nil {
		s.faults.close()
	}
	for _, p := range []*proc{s.sandbox, s.redis} {
		if p != nil {
			p.stop(syscall.SIGTERM, 10*time.Second)
		}
	}
	if s.t.Failed() {
		for _, p := range append([]*proc{s.redis, s.sandbox, s.nginx}, s.bffs...) {
			if p != nil {
				s.t.Logf("--- %s output (tail):\n%s", p.name, p.log())
			}
		}
	}
}

// restartBFF stops replica i with sig and starts it again on the same
// address; SIGTERM must end in a clean drain.
func (s *stack) restartBFF(t *testing.T, i int, sig syscall.Signal) {
	t.Helper()
	b := s.bffs[i]
	b.stop(sig, 30*time.Second)
	if sig == syscall.SIGTERM && !b.exitedCleanly() {
		t.Errorf("%s did not drain and exit cleanly on SIGTERM:\n%s", b.name, b.log())
	}
	b.start(t)
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
