package deploytest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDocs_operationsNamesEveryFlagAndVariable checks docs/operations.md
// against payhub's own flag set: a flag or variable added to the binary
// without a word for operators fails here.
func TestDocs_operationsNamesEveryFlagAndVariable(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(repoRoot(t), "docs", "operations.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	for _, command := range []string{"serve", "sandbox"} {
		cfg := readPayhubConfig(t, command)
		for f := range cfg.Flags {
			if !strings.Contains(doc, "`--"+f+"`") {
				t.Errorf("docs/operations.md does not name --%s", f)
			}
		}
		for v := range cfg.Env {
			if !strings.Contains(doc, "`"+v+"`") {
				t.Errorf("docs/operations.md does not name %s", v)
			}
		}
		for _, p := range cfg.EnvPrefixes {
			if !strings.Contains(doc, p+"<ENV>") {
				t.Errorf("docs/operations.md does not name %s<ENV>", p)
			}
		}
	}
}
