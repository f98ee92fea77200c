package imagecheck

import (
	"encoding/json"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/moby/buildkit/frontend/dockerfile/parser"
	"github.com/moby/patternmatcher"
	"github.com/moby/patternmatcher/ignorefile"
)

// root is the repository, the image's build context.
var root = filepath.Join("..", "..")

// instruction is one Dockerfile instruction: its keyword (lower case),
// flags (--from=go) and arguments.
type instruction struct {
	cmd   string
	flags []string
	args  []string
	line  int
	text  string
}

// flag returns the value of --name=value, or "".
func (in instruction) flag(name string) string {
	for _, f := range in.flags {
		if v, ok := strings.CutPrefix(f, "--"+name+"="); ok {
			return v
		}
	}
	return ""
}

// stage is one FROM and what follows it.
type stage struct {
	name  string // the AS name, or the index
	base  string
	instr []instruction
}

// commands returns the stage's instructions with keyword cmd.
func (s stage) commands(cmd string) []instruction {
	var out []instruction
	for _, in := range s.instr {
		if in.cmd == cmd {
			out = append(out, in)
		}
	}
	return out
}

// runText is every RUN of the stage, joined.
func (s stage) runText() string {
	var b strings.Builder
	for _, in := range s.commands("run") {
		b.WriteString(strings.Join(in.args, " "))
		b.WriteString("\n")
	}
	return b.String()
}

// parseDockerfile reads docker/Dockerfile into the global ARGs and its stages.
func parseDockerfile(t *testing.T) (globalArgs []string, stages []stage) {
	t.Helper()
	f, err := os.Open(filepath.Join(root, "docker", "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	res, err := parser.Parse(f)
	if err != nil {
		t.Fatalf("docker/Dockerfile does not parse: %v", err)
	}
	for _, n := range res.AST.Children {
		in := instruction{cmd: strings.ToLower(n.Value), flags: n.Flags, line: n.StartLine, text: n.Original}
		for a := n.Next; a != nil; a = a.Next {
			in.args = append(in.args, a.Value)
		}
		switch {
		case in.cmd == "from":
			st := stage{base: in.args[0], name: strconv.Itoa(len(stages))}
			if len(in.args) == 3 && strings.EqualFold(in.args[1], "as") {
				st.name = in.args[2]
			}
			stages = append(stages, st)
		case len(stages) == 0 && in.cmd == "arg":
			globalArgs = append(globalArgs, in.args...)
		case len(stages) == 0:
			t.Fatalf("line %d: %s before the first FROM", in.line, in.text)
		default:
			stages[len(stages)-1].instr = append(stages[len(stages)-1].instr, in)
		}
	}
	if len(stages) < 3 {
		t.Fatalf("docker/Dockerfile has %d stages; want web, go and the runtime", len(stages))
	}
	return globalArgs, stages
}

// stageNamed returns the stage name, failing when there is none.
func stageNamed(t *testing.T, stages []stage, name string) stage {
	t.Helper()
	for _, s := range stages {
		if s.name == name {
			return s
		}
	}
	t.Fatalf("docker/Dockerfile has no stage %q", name)
	return stage{}
}

// contextIgnores reads .dockerignore as the builder does.
func contextIgnores(t *testing.T) *patternmatcher.PatternMatcher {
	t.Helper()
	f, err := os.Open(filepath.Join(root, ".dockerignore"))
	if err != nil {
		t.Fatalf("the repository has no .dockerignore: %v", err)
	}
	defer f.Close()
	patterns, err := ignorefile.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	pm, err := patternmatcher.New(patterns)
	if err != nil {
		t.Fatal(err)
	}
	return pm
}

// inContext reports whether the repository path rel (slash-separated) is
// sent to the builder.
func inContext(t *testing.T, pm *patternmatcher.PatternMatcher, rel string) bool {
	t.Helper()
	ignored, err := pm.MatchesOrParentMatches(strings.TrimSuffix(rel, "/"))
	if err != nil {
		t.Fatal(err)
	}
	return !ignored
}

// copySources are a COPY's sources (every argument but the destination).
func copySources(in instruction) []string {
	if len(in.args) < 2 {
		return nil
	}
	return in.args[:len(in.args)-1]
}

// madeByTool are the files of a stage that its build tools write, which
// no RUN names literally: the outputs' paths and the RUN that makes them.
var madeByTool = map[string]string{
	"/src/widget/dist/": "npm run build --workspace widget",
	"/src/sdk/dist/":    "npm run build --workspace sdk",
}

// inBaseImage are files of a stage's base image that later stages copy:
// Debian's golang image has the CA certificates.
var inBaseImage = map[string]string{
	"/etc/ssl/certs/ca-certificates.crt": "golang:",
}

func TestDockerfile_everyCopySourceExistsInTheContextOrAnEarlierStage(t *testing.T) {
	_, stages := parseDockerfile(t)
	pm := contextIgnores(t)
	for i, st := range stages {
		for _, in := range append(st.commands("copy"), st.commands("add")...) {
			from := in.flag("from")
			for _, src := range copySources(in) {
				if from == "" {
					p := filepath.Join(root, filepath.FromSlash(src))
					if _, err := os.Stat(p); err != nil {
						t.Errorf("line %d: COPY source %s is not in the repository", in.line, src)
					} else if !inContext(t, pm, src) {
						t.Errorf("line %d: COPY source %s is excluded by .dockerignore", in.line, src)
					}
					continue
				}
				idx := slices.IndexFunc(stages[:i], func(s stage) bool { return s.name == from })
				if idx < 0 {
					t.Errorf("line %d: COPY --from=%s names no earlier stage", in.line, from)
					continue
				}
				prev := stages[idx]
				if cmd, ok := madeByTool[src]; ok {
					if !strings.Contains(prev.runText(), cmd) {
						t.Errorf("line %d: %s comes from %q, which stage %s does not run", in.line, src, cmd, from)
					}
					continue
				}
				if base, ok := inBaseImage[src]; ok {
					if !strings.HasPrefix(prev.base, base) {
						t.Errorf("line %d: %s is expected in a %s base image, stage %s is %s", in.line, src, base, from, prev.base)
					}
					continue
				}
				if !strings.Contains(prev.runText(), strings.TrimSuffix(src, "/")) {
					t.Errorf("line %d: no RUN of stage %s makes %s", in.line, from, src)
				}
			}
		}
	}
}

func TestDockerfile_theWebStageInstallsEveryWorkspace(t *testing.T) {
	_, stages := parseDockerfile(t)
	web := stageNamed(t, stages, "web")
	var pkg struct{ Workspaces []string }
	b, err := os.ReadFile(filepath.Join(root, "package.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &pkg); err != nil {
		t.Fatal(err)
	}
	var copied []string
	for _, in := range web.commands("copy") {
		copied = append(copied, copySources(in)...)
	}
	// npm ci reads the lock file, which names every workspace.
	for _, want := range append([]string{"package.json", "package-lock.json"}, workspaceManifests(pkg.Workspaces)...) {
		if !slices.Contains(copied, want) {
			t.Errorf("the web stage does not copy %s before npm ci", want)
		}
	}
}

// workspaceManifests are the package.json files of the npm workspaces.
func workspaceManifests(workspaces []string) []string {
	out := make([]string, 0, len(workspaces))
	for _, w := range workspaces {
		out = append(out, path.Join(w, "package.json"))
	}
	return out
}

func TestDockerfile_theGoStageGetsEveryPackageAndEmbedsTheWebParts(t *testing.T) {
	_, stages := parseDockerfile(t)
	gost := stageNamed(t, stages, "go")
	var copied []string
	for _, in := range gost.commands("copy") {
		if in.flag("from") == "" {
			copied = append(copied, copySources(in)...)
		}
	}
	// Every top-level folder holding Go code (bff, sandbox...) must be in
	// the stage, or go build fails on a missing import.
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") || e.Name() == "node_modules" || e.Name() == "docker" {
			continue
		}
		if hasGo(t, filepath.Join(root, e.Name())) && !slices.Contains(copied, e.Name()+"/") {
			t.Errorf("the go stage does not copy %s/, which holds Go packages", e.Name())
		}
	}
	run := gost.runText()
	embedAt, buildAt := strings.Index(run, "scripts/embed-web.sh"), strings.Index(run, "go build")
	if embedAt < 0 || buildAt < embedAt {
		t.Errorf("the go stage must run scripts/embed-web.sh before go build:\n%s", run)
	}
	if !strings.Contains(run, "-X main.version=${VERSION}") {
		t.Errorf("the go stage does not stamp the version (-X main.version=${VERSION}):\n%s", run)
	}
	// The placeholder keeps go:embed valid; the context must carry it.
	if !inContext(t, contextIgnores(t), "bff/cmd/payhub/embedded/files/README.md") {
		t.Error(".dockerignore leaves out the embedded tree's placeholder")
	}
}

// hasGo reports whether dir holds a .go file outside node_modules.
func hasGo(t *testing.T, dir string) bool {
	t.Helper()
	found := false
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || found {
			return err
		}
		if d.IsDir() && d.Name() == "node_modules" {
			return filepath.SkipDir
		}
		found = !d.IsDir() && strings.HasSuffix(p, ".go")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return found
}

func TestDockerfile_theRuntimeIsTheBinaryCertificatesAndANonRootUser(t *testing.T) {
	globalArgs, stages := parseDockerfile(t)
	rt := stages[len(stages)-1]
	if rt.base != "scratch" && !strings.HasPrefix(rt.base, "gcr.io/distroless/static") {
		t.Errorf("the runtime stage is FROM %s; want scratch or distroless static", rt.base)
	}
	users := rt.commands("user")
	if len(users) == 0 {
		t.Fatal("the runtime stage sets no USER: it would run as root")
	}
	user := users[len(users)-1].args[0]
	if name, _, _ := strings.Cut(user, ":"); name == "root" || name == "0" || name == "" {
		t.Errorf("the runtime stage runs as %q", user)
	}
	// What the runtime holds: the binary, the certificates and the files
	// of the user (passwd, its data directory, /tmp); nothing else.
	allowed := map[string]bool{"/payhub": true, "/etc/ssl/certs/ca-certificates.crt": true,
		"/etc/": true, "/tmp/": true, "/var/lib/payhub/": true}
	binary := false
	for _, in := range rt.commands("copy") {
		dst := in.args[len(in.args)-1]
		if in.flag("from") == "" || !allowed[dst] {
			t.Errorf("line %d: the runtime stage copies %s to %s: only the binary, certificates and user files belong there", in.line, strings.Join(copySources(in), " "), dst)
		}
		if dst == "/payhub" && in.flag("from") == "go" {
			binary = true
		}
	}
	if !binary {
		t.Error("the runtime stage does not copy the binary from the go stage to /payhub")
	}
	if len(rt.commands("add")) > 0 || len(rt.commands("run")) > 0 {
		t.Error("the runtime stage has ADD or RUN: a scratch image has no shell")
	}
	if ep := rt.commands("entrypoint"); len(ep) != 1 || ep[0].args[0] != "/payhub" {
		t.Errorf("the entrypoint is not /payhub: %v", ep)
	}
	labels := map[string]string{}
	for _, in := range rt.commands("label") {
		// LABEL k=v k=v: the parser gives key, value, "=" triples.
		for i := 0; i+1 < len(in.args); i += 3 {
			labels[in.args[i]] = strings.Trim(in.args[i+1], `"`)
		}
	}
	for key, want := range map[string]string{
		"org.opencontainers.image.source":      "https://github.com/payhub/payhub",
		"org.opencontainers.image.licenses":    "MIT",
		"org.opencontainers.image.version":     "${VERSION}",
		"org.opencontainers.image.title":       "",
		"org.opencontainers.image.description": "",
	} {
		got, ok := labels[key]
		if !ok || got == "" || (want != "" && got != want) {
			t.Errorf("label %s = %q, want %q", key, got, want)
		}
	}
	if !slices.ContainsFunc(globalArgs, func(a string) bool { return strings.HasPrefix(a, "VERSION") }) ||
		!slices.ContainsFunc(rt.commands("arg"), func(in instruction) bool { return in.args[0] == "VERSION" }) {
		t.Error("VERSION must be a global ARG and declared in the runtime stage, for its label")
	}
	if hc := rt.commands("healthcheck"); len(hc) != 1 || !strings.Contains(hc[0].text, `"/payhub", "healthcheck"`) {
		t.Errorf("the runtime stage's HEALTHCHECK is not payhub healthcheck: %v", hc)
	}
}

func TestDockerignore_leavesOutWhatIsBuiltOrInstalledLocally(t *testing.T) {
	pm := contextIgnores(t)
	for _, p := range []string{".git", "node_modules", "widget/node_modules", "widget/dist", "sdk/dist",
		"bin/payhub", "var", "e2e/test-results", "bff/cmd/payhub/embedded/files/portal/index.html"} {
		if inContext(t, pm, p) {
			t.Errorf(".dockerignore sends %s to the builder", p)
		}
	}
}
