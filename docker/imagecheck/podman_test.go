//go:build podman

package imagecheck

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// podmanImage is the tag the opt-in build gives its image, removed after.
const podmanImage = "localhost/payhub-runtime-check:test"

// TestPodman_buildsTheRuntimeStageFromLocalFiles builds docker/Dockerfile's
// runtime stage, as written, with podman: the go stage's outputs are made
// locally (the built binary, the host's CA certificates, and the user
// files from the go stage's own RUN with /out moved into the context).
// No base image is pulled: the runtime is FROM scratch. Built only with
// the podman tag (make test-podman), with PAYHUB_STANDALONE_BIN naming the
// built binary.
func TestPodman_buildsTheRuntimeStageFromLocalFiles(t *testing.T) {
	bin := os.Getenv("PAYHUB_STANDALONE_BIN")
	if bin == "" {
		t.Fatal("the podman check needs PAYHUB_STANDALONE_BIN: the binary to put in the image")
	}
	podman, err := exec.LookPath("podman")
	if err != nil {
		t.Fatalf("the podman check needs podman, which is not installed: %v", err)
	}
	_, stages := parseDockerfile(t)
	gost, rt := stageNamed(t, stages, "go"), stages[len(stages)-1]
	if rt.base != "scratch" {
		t.Fatalf("the runtime stage is FROM %s, which this machine cannot pull: the check builds FROM scratch only", rt.base)
	}
	ctx := t.TempDir()
	// The go stage's user files, by its own commands.
	for _, in := range gost.commands("run") {
		if cmd := strings.Join(in.args, " "); strings.Contains(cmd, "/out/rootfs") && !strings.Contains(cmd, "go build") {
			sh := exec.Command("sh", "-c", strings.ReplaceAll(cmd, "/out/", ctx+"/out/"))
			if out, err := sh.CombinedOutput(); err != nil {
				t.Fatalf("line %d: %v\n%s", in.line, err, out)
			}
		}
	}
	copyFile(t, bin, filepath.Join(ctx, "out", "payhub"), 0o755)
	copyFile(t, "/etc/ssl/certs/ca-certificates.crt", filepath.Join(ctx, "etc", "ssl", "certs", "ca-certificates.crt"), 0o644)

	// The runtime stage as written, its COPY --from=go reading the context.
	lines := []string{"FROM scratch"}
	for _, in := range rt.instr {
		text := in.text
		if in.cmd == "copy" && in.flag("from") == "go" {
			text = strings.Replace(text, "--from=go ", "", 1)
			for _, src := range copySources(in) {
				text = strings.Replace(text, " "+src+" ", " "+strings.TrimPrefix(src, "/")+" ", 1)
			}
		}
		lines = append(lines, text)
	}
	containerfile := filepath.Join(ctx, "Containerfile")
	if err := os.WriteFile(containerfile, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	build := exec.Command(podman, "build", "--format", "docker", "--build-arg", "VERSION=v0.0.0-check",
		"-f", containerfile, "-t", podmanImage, ctx)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("podman build: %v\n%s\nContainerfile:\n%s", err, out, strings.Join(lines, "\n"))
	}
	t.Cleanup(func() { _ = exec.Command(podman, "rmi", "-f", podmanImage).Run() })

	out, err := exec.Command(podman, "image", "inspect", podmanImage).Output()
	if err != nil {
		t.Fatal(err)
	}
	var images []struct {
		Size   int64
		Config struct {
			User       string
			Entrypoint []string
			Labels     map[string]string
		}
	}
	if err := json.Unmarshal(out, &images); err != nil || len(images) != 1 {
		t.Fatalf("podman image inspect: %v %s", err, out)
	}
	img := images[0]
	if img.Config.User != "65532:65532" || strings.Join(img.Config.Entrypoint, " ") != "/payhub" ||
		img.Config.Labels["org.opencontainers.image.version"] != "v0.0.0-check" ||
		img.Config.Labels["org.opencontainers.image.licenses"] != "MIT" {
		t.Errorf("image config: %+v", img.Config)
	}
	t.Logf("runtime image: %d bytes", img.Size)
}

// copyFile copies src to dst, making dst's folder.
func copyFile(t *testing.T, src, dst string, mode os.FileMode) {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, mode); err != nil {
		t.Fatal(err)
	}
}
