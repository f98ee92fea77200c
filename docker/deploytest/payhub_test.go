package deploytest

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// repoRoot is the repository's root: this module lives in docker/deploytest.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "bff", "cmd", "payhub", "config.go")); err != nil {
		t.Fatalf("%s is not the repository root: %v", root, err)
	}
	return root
}

// builtOnce builds payhub once per test binary when PAYHUB_BIN is unset.
var builtOnce struct {
	sync.Once
	path string
	out  []byte
	err  error
}

// payhubBinary is the payhub binary under test: PAYHUB_BIN when set (the
// Makefile passes bin/payhub, and a missing file fails), else one built
// from this checkout into a temporary directory.
func payhubBinary(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("PAYHUB_BIN"); p != "" {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("PAYHUB_BIN=%s: %v (run make build first)", p, err)
		}
		return p
	}
	root := repoRoot(t)
	builtOnce.Do(func() {
		dir, err := os.MkdirTemp("", "payhub-deploytest-")
		if err != nil {
			builtOnce.err = err
			return
		}
		builtOnce.path = filepath.Join(dir, "payhub")
		cmd := exec.Command("go", "build", "-o", builtOnce.path, "./bff/cmd/payhub")
		cmd.Dir = root
		builtOnce.out, builtOnce.err = cmd.CombinedOutput()
	})
	if builtOnce.err != nil {
		t.Fatalf("building payhub: %v\n%s", builtOnce.err, builtOnce.out)
	}
	return builtOnce.path
}

// payhubConfig is what payhub's configuration accepts, as its own help
// lists it: flag names and the environment variables the flags read.
type payhubConfig struct {
	Flags map[string]bool
	Env   map[string]bool
	// EnvPrefixes are variables named per environment, such as
	// PAYHUB_DIAG_GATEWAY_<ENV>: any of these plus an upper-case suffix.
	EnvPrefixes []string
	// ListenDefaults are the listen-address flags (-addr) with their
	// variables and defaults, as the help prints them.
	ListenDefaults []listenDefault
}

// listenDefault is one listen-address flag of payhub.
type listenDefault struct{ Flag, Env, Default string }

var (
	helpFlag   = regexp.MustCompile(`(?m)^  -([a-z0-9-]+)`)
	helpAddr   = regexp.MustCompile(`(?m)^  -([a-z-]+-addr|addr) string\n\s+.*\((PAYHUB_[A-Z_]+)\) \(default "([^"]*)"\)`)
	helpEnv    = regexp.MustCompile(`\b((?:PAYHUB|REDIS)_[A-Z0-9]+(?:_[A-Z0-9]+)*)(_<ENV>)?`)
	knownEnvIn = []string{"DEV", "TEST", "STAGE", "BETA", "DEMO", "PROD"}
)

// readPayhubConfig runs `payhub <command> -h` and reads the flag set it
// prints (flag.PrintDefaults): the binary's own parser is the truth, so a
// renamed or removed flag fails every file that still passes it.
func readPayhubConfig(t *testing.T, command string) payhubConfig {
	t.Helper()
	var stderr bytes.Buffer
	cmd := exec.Command(payhubBinary(t), command, "-h")
	cmd.Stderr = &stderr
	cmd.Env = []string{} // the defaults printed must not depend on this shell
	_ = cmd.Run()        // -h exits non-zero by design
	help := stderr.String()
	cfg := payhubConfig{Flags: map[string]bool{}, Env: map[string]bool{}}
	for _, m := range helpFlag.FindAllStringSubmatch(help, -1) {
		cfg.Flags[m[1]] = true
	}
	for _, m := range helpEnv.FindAllStringSubmatch(help, -1) {
		if m[2] != "" {
			cfg.EnvPrefixes = append(cfg.EnvPrefixes, m[1]+"_")
			continue
		}
		cfg.Env[m[1]] = true
	}
	for _, m := range helpAddr.FindAllStringSubmatch(help, -1) {
		cfg.ListenDefaults = append(cfg.ListenDefaults, listenDefault{Flag: m[1], Env: m[2], Default: m[3]})
	}
	if len(cfg.Flags) < 10 || !cfg.Flags["upstreams"] || !cfg.Env["PAYHUB_WALLET_URL"] {
		t.Fatalf("payhub %s -h printed no recognisable flag set:\n%s", command, help)
	}
	return cfg
}

// knowsEnv reports whether name is a variable payhub reads.
func (c payhubConfig) knowsEnv(name string) bool {
	if c.Env[name] {
		return true
	}
	for _, p := range c.EnvPrefixes {
		for _, e := range knownEnvIn {
			if name == p+e {
				return true
			}
		}
	}
	return false
}

// parseArgs splits a payhub command line into its command and its flags
// (--name=value, --name value, -name value; a boolean flag has no value
// in this flag set, so every flag takes one).
func parseArgs(t *testing.T, args []string) (string, map[string]string) {
	t.Helper()
	if len(args) == 0 {
		t.Fatal("no payhub command in the arguments")
	}
	flags := map[string]string{}
	for i := 1; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") {
			t.Fatalf("argument %q of %v is not a flag", a, args)
		}
		name := strings.TrimLeft(a, "-")
		if k, v, ok := strings.Cut(name, "="); ok {
			flags[k] = v
			continue
		}
		if i+1 >= len(args) {
			t.Fatalf("flag %s of %v has no value", a, args)
		}
		flags[name] = args[i+1]
		i++
	}
	return args[0], flags
}

// requiredUpstreams reads the services an upstreams file must name from
// payhub's source (requiredUpstreams in bff/cmd/payhub/upstreams.go), so
// that a service made required there fails every file that lacks it.
func requiredUpstreams(t *testing.T) []string {
	t.Helper()
	path := filepath.Join(repoRoot(t), "bff", "cmd", "payhub", "upstreams.go")
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	consts := map[string]string{}
	var names []string
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok {
			return true
		}
		for i, id := range vs.Names {
			if i >= len(vs.Values) {
				continue
			}
			switch v := vs.Values[i].(type) {
			case *ast.BasicLit:
				if s, err := strconv.Unquote(v.Value); err == nil {
					consts[id.Name] = s
				}
			case *ast.CompositeLit:
				if id.Name == "requiredUpstreams" {
					for _, e := range v.Elts {
						if ref, ok := e.(*ast.Ident); ok {
							names = append(names, ref.Name)
						}
					}
				}
			}
		}
		return true
	})
	var out []string
	for _, n := range names {
		if consts[n] == "" {
			t.Fatalf("requiredUpstreams names %s, which is not a string constant of upstreams.go", n)
		}
		out = append(out, consts[n])
	}
	if len(out) == 0 {
		t.Fatal("requiredUpstreams not found in upstreams.go")
	}
	return out
}
