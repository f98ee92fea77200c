package deploytest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestSandboxUpstreams_nameTheScheduledPaymentsService checks that the
// upstreams files run against the sandbox (compose's and the k8s sandbox
// overlay's) name its scheduled-payments service, so that schedules and
// autopay are on there as under payhub serve.
func TestSandboxUpstreams_nameTheScheduledPaymentsService(t *testing.T) {
	c := readCompose(t)
	raw, err := os.ReadFile(filepath.Join(repoRoot(t), "docker", "k8s", "overlays", "sandbox", "upstreams.json"))
	if err != nil {
		t.Fatal(err)
	}
	for file, content := range map[string]string{
		"compose.yaml configs.upstreams":      c.Configs["upstreams"].Content,
		"k8s/overlays/sandbox/upstreams.json": string(raw),
	} {
		var ups map[string]string
		if err := json.Unmarshal([]byte(content), &ups); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		base, ok := ups["payables"]
		if !ok {
			t.Fatalf("%s names no payables service", file)
		}
		want := base[:len(base)-len("/svc/payables")] + "/svc/schedpay"
		if ups["schedpay"] != want {
			t.Errorf("%s: schedpay = %q, want %q", file, ups["schedpay"], want)
		}
	}
}
