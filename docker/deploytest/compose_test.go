package deploytest

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gopkg.in/yaml.v3"
)

// composeFile is the part of the Compose specification docker/compose.yaml
// uses; decoding refuses any other key, so that a misspelt one fails here
// rather than being ignored by docker compose.
type composeFile struct {
	Name     string                    `yaml:"name"`
	XPayhub  any                       `yaml:"x-payhub"`
	XBFFEnv  any                       `yaml:"x-bff-env"`
	Services map[string]composeService `yaml:"services"`
	Networks map[string]any            `yaml:"networks"`
	Configs  map[string]struct {
		Content string `yaml:"content"`
	} `yaml:"configs"`
}

type composeService struct {
	Image   string            `yaml:"image"`
	Build   map[string]string `yaml:"build"`
	Restart string            `yaml:"restart"`
	// StopGracePeriod is how long compose waits after SIGTERM before it
	// kills the container (Docker's default is 10s).
	StopGracePeriod string            `yaml:"stop_grace_period"`
	Command         []string          `yaml:"command"`
	Environment     map[string]string `yaml:"environment"`
	Tmpfs           []string          `yaml:"tmpfs"`
	Ports           []string          `yaml:"ports"`
	Volumes         []string          `yaml:"volumes"`
	NetworkMode     string            `yaml:"network_mode"`
	DependsOn       dependsOn         `yaml:"depends_on"`
	Healthcheck     *struct {
		Disable  bool     `yaml:"disable"`
		Test     []string `yaml:"test"`
		Interval string   `yaml:"interval"`
		Timeout  string   `yaml:"timeout"`
		Retries  int      `yaml:"retries"`
	} `yaml:"healthcheck"`
	Configs []struct {
		Source string `yaml:"source"`
		Target string `yaml:"target"`
	} `yaml:"configs"`
	Networks map[string]struct {
		Aliases     []string `yaml:"aliases"`
		IPv4Address string   `yaml:"ipv4_address"`
	} `yaml:"networks"`
}

// dependsOn is depends_on in either of its forms: a list of services, or
// a map of service to condition. The processes start in that order and
// wait for their predecessors' readiness line, which covers both
// service_started and service_healthy.
type dependsOn []string

// UnmarshalYAML reads the list or the map's keys.
func (d *dependsOn) UnmarshalYAML(n *yaml.Node) error {
	switch n.Kind {
	case yaml.SequenceNode:
		var list []string
		if err := n.Decode(&list); err != nil {
			return err
		}
		*d = list
	case yaml.MappingNode:
		var m map[string]struct {
			Condition string `yaml:"condition"`
		}
		if err := n.Decode(&m); err != nil {
			return err
		}
		for name, c := range m {
			switch c.Condition {
			case "service_started", "service_healthy", "service_completed_successfully":
			default:
				return fmt.Errorf("depends_on %s: unknown condition %q", name, c.Condition)
			}
			*d = append(*d, name)
		}
		slices.Sort(*d)
	default:
		return fmt.Errorf("depends_on: a list or a map, not %v", n.Tag)
	}
	return nil
}

// readCompose decodes docker/compose.yaml strictly, anchors and merge
// keys resolved.
func readCompose(t *testing.T) composeFile {
	t.Helper()
	f, err := os.Open(filepath.Join(repoRoot(t), "docker", "compose.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	dec := yaml.NewDecoder(f)
	dec.KnownFields(true)
	var c composeFile
	if err := dec.Decode(&c); err != nil {
		t.Fatalf("docker/compose.yaml: %v", err)
	}
	return c
}

// isPayhub reports whether a service runs the image built from this
// repository.
func (s composeService) isPayhub() bool { return s.Build["dockerfile"] == "docker/Dockerfile" }

// TestCompose_payhubServicesPassOnlyFlagsAndVariablesPayhubHas checks the
// compose file's payhub commands against the binary's own flag set, and
// that each BFF has what --upstreams requires.
// TestCompose_BFFsDrainBeforeTheyAreKilled checks that compose waits for a
// BFF replica's drain (--drain-delay, then --shutdown-timeout, 20s unless set) before it kills
// it, and that a payhub service that is not a BFF does not inherit the
// image's HEALTHCHECK, which probes a BFF's /readyz it does not serve.
func TestCompose_BFFsDrainBeforeTheyAreKilled(t *testing.T) {
	c := readCompose(t)
	for name, s := range c.Services {
		if !s.isPayhub() {
			continue
		}
		command, flags := parseArgs(t, s.Command)
		if command != "serve" {
			if s.Healthcheck == nil || !s.Healthcheck.Disable {
				t.Errorf("%s runs payhub %s but keeps the image's BFF health check: set healthcheck: {disable: true}", name, command)
			}
			continue
		}
		drain := 20 * time.Second
		if v, ok := flags["shutdown-timeout"]; ok {
			d, err := time.ParseDuration(v)
			if err != nil {
				t.Fatalf("%s --shutdown-timeout %q: %v", name, v, err)
			}
			drain = d
		}
		// --drain-delay comes before the drain.
		if v, ok := flags["drain-delay"]; ok {
			d, err := time.ParseDuration(v)
			if err != nil {
				t.Fatalf("%s --drain-delay %q: %v", name, v, err)
			}
			drain += d
		}
		grace, err := time.ParseDuration(s.StopGracePeriod)
		if err != nil || grace <= drain {
			t.Errorf("%s stop_grace_period %q: want a duration longer than its %s drain", name, s.StopGracePeriod, drain)
		}
	}
}

func TestCompose_payhubServicesPassOnlyFlagsAndVariablesPayhubHas(t *testing.T) {
	c := readCompose(t)
	required := requiredUpstreams(t)
	bffs := 0
	for name, s := range c.Services {
		if !s.isPayhub() {
			continue
		}
		command, flags := parseArgs(t, s.Command)
		cfg := readPayhubConfig(t, command)
		for f := range flags {
			if !cfg.Flags[f] {
				t.Errorf("%s passes --%s, which payhub %s does not have", name, f, command)
			}
		}
		for v := range s.Environment {
			if !cfg.knowsEnv(v) {
				t.Errorf("%s sets %s, which payhub does not read", name, v)
			}
		}
		if command != "serve" {
			continue
		}
		bffs++
		get := func(flag, variable string) string { return cmp.Or(flags[flag], s.Environment[variable]) }
		if get("wallet-url", "PAYHUB_WALLET_URL") == "" || get("redis-url", "REDIS_URL") == "" {
			t.Errorf("%s lacks the wallet URL or Redis", name)
		}
		file := get("upstreams", "PAYHUB_UPSTREAMS")
		content := ""
		for _, cf := range s.Configs {
			if cf.Target == file {
				content = c.Configs[cf.Source].Content
			}
		}
		for _, svc := range required {
			if !strings.Contains(content, fmt.Sprintf("%q:", svc)) {
				t.Errorf("%s: the upstreams file %q lacks %s", name, file, svc)
			}
		}
	}
	if bffs < 2 {
		t.Errorf("%d BFF services, want two replicas", bffs)
	}
}

// localRun is a deployment file's services run as local processes: every
// port the file names is mapped to a free local one, every service name
// and fixed address to 127.0.0.1, and every container path to a temporary
// one.
type localRun struct {
	t     *testing.T
	root  string
	dir   string
	ports map[string]string
	hosts map[string]bool
}

var (
	portRef   = regexp.MustCompile(`(:|listen\s+)(\d{4,5})\b`)
	hostPort  = regexp.MustCompile(`\b([a-z0-9][a-z0-9.-]*):(\d{4,5})\b`)
	ipAddress = regexp.MustCompile(`\b\d+\.\d+\.\d+\.\d+\b`)
)

// port is the local port standing for the file's port p.
func (r *localRun) port(p string) string {
	if lp, ok := r.ports[p]; ok {
		return lp
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		r.t.Fatal(err)
	}
	defer ln.Close()
	lp := fmt.Sprint(ln.Addr().(*net.TCPAddr).Port)
	r.ports[p] = lp
	return lp
}

// rewrite maps a value of the file to this machine.
func (r *localRun) rewrite(s string) string { return r.rewriteIn(s, nil) }

// rewriteIn maps a value of the file to this machine, and the paths of
// one service's container to its local ones (from: to, in one pass).
func (r *localRun) rewriteIn(s string, paths map[string]string) string {
	var pairs []string
	for from, to := range paths {
		pairs = append(pairs, from, to)
	}
	s = strings.NewReplacer(pairs...).Replace(s)
	s = hostPort.ReplaceAllStringFunc(s, func(m string) string {
		h, p, _ := strings.Cut(m, ":")
		if r.hosts[h] {
			h = "127.0.0.1"
		}
		return h + ":" + p
	})
	s = ipAddress.ReplaceAllStringFunc(s, func(ip string) string {
		if r.hosts[ip] {
			return "127.0.0.1"
		}
		return ip
	})
	return portRef.ReplaceAllStringFunc(s, func(m string) string {
		sub := portRef.FindStringSubmatch(m)
		return sub[1] + r.port(sub[2])
	})
}

// proc is one running service.
type proc struct {
	name   string
	cmd    *exec.Cmd
	done   chan struct{}
	mu     sync.Mutex
	output strings.Builder
}

func (p *proc) log() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.output.String()
}

// start runs a service's process and waits until its output says it is
// serving (ready), failing if it exits first.
func (r *localRun) start(name, bin string, args, env []string, ready string) *proc {
	r.t.Helper()
	p := &proc{name: name, done: make(chan struct{})}
	p.cmd = exec.Command(bin, args...)
	p.cmd.Dir = r.dir
	p.cmd.Env = env
	pr, pw := io.Pipe()
	p.cmd.Stdout, p.cmd.Stderr = pw, pw
	if err := p.cmd.Start(); err != nil {
		r.t.Fatalf("%s: %v", name, err)
	}
	seen := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(pr)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		once := sync.Once{}
		for sc.Scan() {
			p.mu.Lock()
			p.output.WriteString(sc.Text() + "\n")
			p.mu.Unlock()
			if strings.Contains(sc.Text(), ready) {
				once.Do(func() { close(seen) })
			}
		}
	}()
	go func() {
		_ = p.cmd.Wait()
		_ = pw.Close()
		close(p.done)
	}()
	r.t.Cleanup(func() {
		_ = p.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-p.done:
		case <-time.After(30 * time.Second):
			_ = p.cmd.Process.Kill()
			<-p.done
		}
		if r.t.Failed() {
			r.t.Logf("--- %s output:\n%s", name, p.log())
		}
	})
	select {
	case <-seen:
	case <-p.done:
		r.t.Fatalf("%s exited at start: %v\n%s", name, p.cmd.ProcessState, p.log())
	case <-time.After(60 * time.Second):
		r.t.Fatalf("%s did not say %q within a minute:\n%s", name, ready, p.log())
	}
	return p
}

// startOrder sorts the services so that each starts after what it
// depends on.
func startOrder(t *testing.T, c composeFile) []string {
	t.Helper()
	var order []string
	var visit func(name string, path []string)
	visit = func(name string, path []string) {
		if slices.Contains(order, name) {
			return
		}
		if slices.Contains(path, name) {
			t.Fatalf("depends_on cycle: %v", append(path, name))
		}
		s, ok := c.Services[name]
		if !ok {
			t.Fatalf("depends_on names %s, which is not a service", name)
		}
		deps := slices.Clone(s.DependsOn)
		if owner, ok := strings.CutPrefix(s.NetworkMode, "service:"); ok {
			deps = append(deps, owner)
		}
		for _, d := range deps {
			visit(d, append(path, name))
		}
		order = append(order, name)
	}
	names := make([]string, 0, len(c.Services))
	for n := range c.Services {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		visit(n, nil)
	}
	return order
}

// upCompose starts every service of docker/compose.yaml as a local
// process, in dependency order.
func upCompose(t *testing.T) (*localRun, composeFile) {
	t.Helper()
	c := readCompose(t)
	bin := payhubBinary(t)
	nginx, err := exec.LookPath("nginx")
	if err != nil {
		nginx = "/usr/sbin/nginx"
		if _, err := os.Stat(nginx); err != nil {
			t.Fatal("nginx is not installed: run scripts/system-deps.sh")
		}
	}
	redisServer, err := exec.LookPath("redis-server")
	if err != nil {
		t.Fatal("redis-server is not installed: run scripts/system-deps.sh")
	}
	r := &localRun{t: t, root: repoRoot(t), dir: t.TempDir(), ports: map[string]string{},
		hosts: map[string]bool{}}
	for name, s := range c.Services {
		r.hosts[name] = true
		for _, n := range s.Networks {
			for _, a := range n.Aliases {
				r.hosts[a] = true
			}
			if n.IPv4Address != "" {
				r.hosts[n.IPv4Address] = true
			}
		}
	}
	// Published ports keep the file's numbering: host and container side
	// map to the same local port.
	for _, s := range c.Services {
		for _, p := range s.Ports {
			_, host, container := publishedPort(p)
			r.ports[host] = r.port(container)
		}
	}
	for _, name := range startOrder(t, c) {
		s := c.Services[name]
		switch {
		case s.isPayhub():
			r.startPayhub(name, s, c, bin)
		case strings.HasPrefix(s.Image, "redis:"):
			if len(s.Command) == 0 || s.Command[0] != "redis-server" {
				t.Fatalf("%s: command %v is not redis-server", name, s.Command)
			}
			args := append(slices.Clone(s.Command[1:]), "--bind", "127.0.0.1", "--port", r.port("6379"), "--dir", r.dir)
			r.start(name, redisServer, args, nil, "Ready to accept connections")
		case strings.HasPrefix(s.Image, "nginx:"):
			r.startNginx(name, s, nginx)
		default:
			t.Fatalf("%s: no local stand-in for image %s", name, s.Image)
		}
	}
	return r, c
}

func (r *localRun) startPayhub(name string, s composeService, c composeFile, bin string) {
	r.t.Helper()
	dir := filepath.Join(r.dir, name)
	paths := map[string]string{}
	for _, tmp := range s.Tmpfs {
		paths[tmp+"/"] = filepath.Join(dir, "tmpfs") + "/"
	}
	for _, cf := range s.Configs {
		local := filepath.Join(dir, "configs", filepath.Base(cf.Target))
		if err := os.MkdirAll(filepath.Dir(local), 0o755); err != nil {
			r.t.Fatal(err)
		}
		if err := os.WriteFile(local, []byte(r.rewrite(c.Configs[cf.Source].Content)), 0o644); err != nil {
			r.t.Fatal(err)
		}
		paths[cf.Target] = local
	}
	var env []string
	for k, v := range s.Environment {
		env = append(env, k+"="+r.rewriteIn(v, paths))
	}
	args := make([]string, len(s.Command))
	for i, a := range s.Command {
		args[i] = r.rewriteIn(a, paths)
	}
	ready := "payhub: bff"
	if args[0] == "sandbox" {
		ready = "payhub: wallet"
	}
	r.start(name, bin, args, env, ready)
}

func (r *localRun) startNginx(name string, s composeService, nginx string) {
	r.t.Helper()
	var confs []string
	paths := map[string]string{}
	for _, v := range s.Volumes {
		src, target, _ := strings.Cut(strings.TrimSuffix(v, ":ro"), ":")
		src = filepath.Join(r.root, "docker", src)
		if strings.HasSuffix(target, ".conf") {
			confs = append(confs, src)
			continue
		}
		paths[target] = src
	}
	var b strings.Builder
	dir := filepath.Join(r.dir, name)
	for _, sub := range []string{"logs", "temp"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			r.t.Fatal(err)
		}
	}
	fmt.Fprintf(&b, "pid %s/nginx.pid;\nerror_log stderr notice;\nevents {}\nhttp {\n", dir)
	if _, err := os.Stat("/etc/nginx/mime.types"); err == nil {
		b.WriteString("  include /etc/nginx/mime.types;\n")
	}
	fmt.Fprintf(&b, "  access_log off;\n  client_body_temp_path %[1]s/temp/body;\n  proxy_temp_path %[1]s/temp/proxy;\n"+
		"  fastcgi_temp_path %[1]s/temp/fastcgi;\n  uwsgi_temp_path %[1]s/temp/uwsgi;\n  scgi_temp_path %[1]s/temp/scgi;\n", dir)
	for i, conf := range confs {
		raw, err := os.ReadFile(conf)
		if err != nil {
			r.t.Fatal(err)
		}
		local := filepath.Join(dir, fmt.Sprintf("conf-%d.conf", i))
		if err := os.WriteFile(local, []byte(r.rewriteIn(string(raw), paths)), 0o644); err != nil {
			r.t.Fatal(err)
		}
		fmt.Fprintf(&b, "  include %s;\n", local)
	}
	b.WriteString("}\n")
	main := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(main, []byte(b.String()), 0o644); err != nil {
		r.t.Fatal(err)
	}
	// nginx logs "start worker process" once its listeners are bound.
	r.start(name, nginx, []string{"-p", dir, "-c", main, "-g", "daemon off;"}, nil, "start worker process")
}

// url is http://127.0.0.1 on the local port standing for the file's port.
func (r *localRun) url(filePort string) string {
	return "http://127.0.0.1:" + r.port(filePort)
}

var (
	nginxListen   = regexp.MustCompile(`(?m)^\s*listen\s+(\d+)\s*;`)
	nginxUpstream = regexp.MustCompile(`(?m)^\s*server\s+([a-z0-9.-]+):(\d+)\b`)
)

// TestCompose_publishedAndProxiedPortsListenBeyondLoopback checks that
// every port published to the host, and every replica nginx proxies to,
// has a listener on every interface of its container: a loopback listener
// (payhub's defaults are) cannot be reached from outside the container,
// which a run on one machine would never notice.
func TestCompose_publishedAndProxiedPortsListenBeyondLoopback(t *testing.T) {
	c := readCompose(t)
	open := map[string]bool{} // ports with a listener on every interface
	var proxied [][2]string   // nginx upstream host, port
	for name, s := range c.Services {
		switch {
		case s.isPayhub():
			cfg := readPayhubConfig(t, s.Command[0])
			_, flags := parseArgs(t, s.Command)
			settings := map[string]string{}
			for f, v := range flags {
				if strings.HasSuffix(f, "-addr") {
					settings[f] = v
				}
			}
			for k, v := range s.Environment {
				if strings.HasSuffix(k, "_ADDR") {
					settings[k] = v
				}
			}
			for _, f := range cfg.ListenDefaults {
				if _, ok := settings[f.Flag]; !ok {
					if _, ok := settings[f.Env]; !ok {
						settings[f.Flag] = f.Default
					}
				}
			}
			for _, addr := range settings {
				host, port, err := net.SplitHostPort(addr)
				if err == nil && (host == "" || host == "0.0.0.0" || host == "::") {
					open[port] = true
				}
			}
		case strings.HasPrefix(s.Image, "nginx:"):
			for _, v := range s.Volumes {
				src, _, _ := strings.Cut(v, ":")
				if !strings.HasSuffix(src, ".conf") {
					continue
				}
				raw, err := os.ReadFile(filepath.Join(repoRoot(t), "docker", src))
				if err != nil {
					t.Fatal(err)
				}
				for _, m := range nginxListen.FindAllStringSubmatch(string(raw), -1) {
					open[m[1]] = true
				}
				for _, m := range nginxUpstream.FindAllStringSubmatch(string(raw), -1) {
					proxied = append(proxied, [2]string{m[1], m[2]})
				}
			}
		case strings.HasPrefix(s.Image, "redis:"):
			open["6379"] = true // redis-server listens on every interface unless --bind says otherwise
			if slices.Contains(s.Command, "--bind") {
				t.Errorf("%s: --bind would keep Redis from the BFF replicas", name)
			}
		}
	}
	for name, s := range c.Services {
		for _, p := range s.Ports {
			_, _, container := publishedPort(p)
			if !open[container] {
				t.Errorf("%s publishes port %s, on which nothing listens beyond loopback", name, container)
			}
		}
	}
	if len(proxied) < 2 {
		t.Errorf("nginx proxies to %v, want both BFF replicas", proxied)
	}
	for _, hp := range proxied {
		if !open[hp[1]] {
			t.Errorf("nginx proxies to %s:%s, on which nothing listens beyond loopback", hp[0], hp[1])
		}
	}
}
