//go:build standalone

package standalone

import (
	"bufio"
	"bytes"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
)

// binEnv names the binary under test. The test needs the built binary,
// so it is built only with the standalone tag (make test-standalone, after
// make build; go test ./... runs before anything is built); with the tag,
// a missing name or file fails.
const binEnv = "PAYHUB_STANDALONE_BIN"

// repoRoot is the checkout whose built files the binary must serve.
var repoRoot = filepath.Join("..", "..", "..", "..")

// assetRef finds the files a built page loads: its scripts, module
// preloads, stylesheets and icon.
var assetRef = regexp.MustCompile(`(?:src|href)="(/[^"]+)"`)

// moduleScript is the built page's entry (the server adds a nonce to it).
var moduleScript = regexp.MustCompile(`<script\b[^>]*\btype="module"`)

// binary returns the absolute path of the binary under test.
func binary(t *testing.T) string {
	t.Helper()
	bin := os.Getenv(binEnv)
	if bin == "" {
		t.Fatalf("%s is not set: make test-standalone runs this test on the built bin/payhub", binEnv)
	}
	abs, err := filepath.Abs(bin)
	if err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(abs); err != nil || !st.Mode().IsRegular() {
		t.Fatalf("%s=%s: the binary is missing (%v); build it with make build", binEnv, bin, err)
	}
	return abs
}

// cleanEnv is the caller's environment without PayHub's variables, so no
// --web-dir style override reaches the binary.
func cleanEnv() []string {
	var out []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "PAYHUB_") && !strings.HasPrefix(kv, "REDIS_URL=") {
			out = append(out, kv)
		}
	}
	return out
}

// start runs `payhub serve` in an empty directory on free ports and
// returns the URLs of its listeners by name, read from the lines it prints
// once every listener is open.
func start(t *testing.T, bin string) map[string]string {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--sandbox-addr", "127.0.0.1:0",
		"--examples-addr", "127.0.0.1:0", "--wallet-addr", "127.0.0.1:0")
	cmd.Dir = dir
	cmd.Env = cleanEnv()
	var logs bytes.Buffer
	cmd.Stdout = &logs
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_, _ = io.Copy(io.Discard, stderr)
		if err := cmd.Wait(); err != nil {
			t.Errorf("payhub serve: %v\n%s", err, logs.String())
		}
	})
	urls := map[string]string{}
	sc := bufio.NewScanner(stderr)
	var seen []string
	for (urls["bff"] == "" || urls["examples"] == "") && sc.Scan() {
		line := sc.Text()
		seen = append(seen, line)
		// payhub: bff       http://127.0.0.1:40123
		if f := strings.Fields(line); len(f) == 3 && f[0] == "payhub:" && strings.HasPrefix(f[2], "http://") {
			urls[f[1]] = f[2]
		}
	}
	if urls["bff"] == "" || urls["examples"] == "" {
		t.Fatalf("payhub serve printed no bff and examples URLs:\n%s", strings.Join(seen, "\n"))
	}
	return urls
}

// fetch GETs url and returns its status and body.
func fetch(t *testing.T, url string) (int, []byte) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, body
}

// built reads a built file of the checkout, which the binary must serve
// byte for byte.
func built(t *testing.T, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repoRoot, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatalf("the checkout's %s is not built (%v): build it with make build", rel, err)
	}
	return b
}

// checkPage loads a page and every file it references under prefix, each
// of which must be the checkout's build in dist.
func checkPage(t *testing.T, base, page, prefix, dist string) {
	t.Helper()
	code, body := fetch(t, base+page)
	if code != http.StatusOK {
		t.Fatalf("%s: %d %s", page, code, body)
	}
	var refs []string
	for _, m := range assetRef.FindAllSubmatch(body, -1) {
		if ref := string(m[1]); strings.HasPrefix(ref, prefix) {
			refs = append(refs, ref)
		}
	}
	if !moduleScript.Match(body) || len(refs) == 0 {
		t.Fatalf("%s is not the built page (no module script, no %s files):\n%s", page, prefix, body)
	}
	for _, ref := range refs {
		code, got := fetch(t, base+ref)
		if want := built(t, dist+strings.TrimPrefix(ref, prefix)); code != http.StatusOK || !bytes.Equal(got, want) {
			t.Errorf("%s: %d, %d bytes; want the %d bytes of %s", ref, code, len(got), len(want), dist+strings.TrimPrefix(ref, prefix))
		}
	}
}

// checkFile loads url, which must be the checkout's file rel.
func checkFile(t *testing.T, url, rel string) {
	t.Helper()
	code, got := fetch(t, url)
	if want := built(t, rel); code != http.StatusOK || !bytes.Equal(got, want) {
		t.Errorf("%s: %d, %d bytes; want the %d bytes of %s", url, code, len(got), len(want), rel)
	}
}

func TestStandalone_servesEveryWebPartFromAnEmptyDirectory(t *testing.T) {
	bin := binary(t)
	urls := start(t, bin)
	bffURL := urls["bff"]

	t.Run("portal", func(t *testing.T) {
		checkPage(t, bffURL, "/sunshine/demo/home", "/web/portal/", "widget/dist/portal/")
	})
	t.Run("widget", func(t *testing.T) {
		checkPage(t, bffURL, "/web/widgets/current/sunshine/demo/checkout?lang=en",
			"/web/widgets/current/", "widget/dist/widget/")
	})
	t.Run("sdk", func(t *testing.T) {
		checkFile(t, bffURL+"/sdk/payhub.js", "sdk/dist/payhub.js")
		checkFile(t, bffURL+"/sdk/payhub.mjs", "sdk/dist/payhub.mjs")
	})
	t.Run("themes", func(t *testing.T) {
		for _, theme := range []string{"default", "dark", "high-contrast"} {
			checkFile(t, bffURL+"/web/widgets/current/themes/"+theme+".css", "themes/"+theme+".css")
		}
	})
	t.Run("example site", func(t *testing.T) {
		code, page := fetch(t, urls["examples"]+"/")
		// The page is a template filled with the running BFF's origin.
		if code != http.StatusOK || !bytes.Contains(page, []byte(bffURL+"/sdk/payhub.js")) {
			t.Errorf("example site /: %d, does not load the SDK from %s:\n%s", code, bffURL, page)
		}
		checkFile(t, urls["examples"]+"/county.js", "examples/county-site/county.js")
	})
}

func TestStandalone_versionIsStamped(t *testing.T) {
	bin := binary(t)
	cmd := exec.Command(bin, "version")
	cmd.Dir = t.TempDir()
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	// make test-standalone passes the version make build stamped.
	want := os.Getenv("PAYHUB_STANDALONE_VERSION")
	if v := strings.TrimSpace(string(out)); v == "payhub" || !strings.HasPrefix(v, "payhub ") || (want != "" && v != "payhub "+want) {
		t.Errorf("payhub version printed %q, want %q", v, "payhub "+want)
	}
}
