package deploytest

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	corev1 "k8s.io/api/core/v1"
)

// TestK8sUp_renderedContainersStartAndTheSandboxOverlayIsReady runs each
// kustomization's payhub containers as local processes with their rendered
// arguments and environment (Services' names and ports mapped to local
// ones, mounted files written to temporary ones, Redis a local
// redis-server): payhub accepts the configuration and serves, and with the
// sandbox overlay the BFF's readiness probe answers 200, its upstreams
// file and bot-challenge URL reaching the sandbox Deployment's listeners.
func TestK8sUp_renderedContainersStartAndTheSandboxOverlayIsReady(t *testing.T) {
	bin := payhubBinary(t)
	redisServer, err := exec.LookPath("redis-server")
	if err != nil {
		t.Fatal("redis-server is not installed: run scripts/system-deps.sh")
	}
	for _, dir := range kustomizations {
		t.Run(dir, func(t *testing.T) {
			rd := render(t, dir)
			run := &localRun{t: t, root: repoRoot(t), dir: t.TempDir(), ports: map[string]string{}, hosts: map[string]bool{}}
			for name := range rd.Services {
				run.hosts[name] = true
			}
			// A Service's port and its pods' container port are one local
			// port, as the Service forwards one to the other.
			for _, s := range rd.Services {
				for _, p := range s.Spec.Ports {
					if c := containerPort(rd, p.TargetPort.String()); c != 0 && c != p.Port {
						run.ports[fmt.Sprint(p.Port)] = run.port(fmt.Sprint(c))
					}
				}
			}
			run.start("redis", redisServer, []string{"--save", "", "--appendonly", "no", "--bind", "127.0.0.1",
				"--port", run.port("6379"), "--dir", run.dir}, nil, "Ready to accept connections")
			// The sandbox first: the BFF's readiness needs it.
			var bff string
			for name, pod := range rd.pods() {
				for _, c := range pod.Spec.Containers {
					if !strings.Contains(c.Image, "payhub") {
						continue
					}
					if c.Args[0] == "serve" {
						bff = name
						continue
					}
					run.startContainer(t, rd, dir, name, pod, c, bin)
				}
			}
			pod := rd.pods()[bff]
			run.startContainer(t, rd, dir, bff, pod, pod.Spec.Containers[0], bin)
			base := "http://127.0.0.1:" + run.port("8080")
			if code := get(t, base+"/healthz"); code != 200 {
				t.Errorf("/healthz: %d", code)
			}
			if dir == "overlays/sandbox" {
				if code := get(t, base+"/readyz"); code != 200 {
					t.Errorf("/readyz: %d, want 200 against the sandbox", code)
				}
			}
		})
	}
}

// containerPort is the container port a Service's target port (a name
// or a number) stands for.
func containerPort(rd rendered, target string) int32 {
	for _, pod := range rd.pods() {
		for _, c := range pod.Spec.Containers {
			for _, p := range c.Ports {
				if p.Name == target || fmt.Sprint(p.ContainerPort) == target {
					return p.ContainerPort
				}
			}
		}
	}
	return 0
}

func get(t *testing.T, u string) int {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatalf("GET %s: %v", u, err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// startContainer runs one rendered payhub container: its ConfigMap
// volumes written to a temporary directory and its other mounts made
// empty directories, its variables from values, ConfigMaps and Secrets.
func (r *localRun) startContainer(t *testing.T, rd rendered, dir, name string, pod corev1.PodTemplateSpec, c corev1.Container, bin string) {
	t.Helper()
	paths := map[string]string{}
	for _, m := range c.VolumeMounts {
		local := filepath.Join(r.dir, name, strings.TrimPrefix(m.MountPath, "/"))
		if err := os.MkdirAll(local, 0o755); err != nil {
			t.Fatal(err)
		}
		paths[m.MountPath] = local
		for _, v := range pod.Spec.Volumes {
			if v.Name != m.Name || v.ConfigMap == nil {
				continue
			}
			for key, content := range rd.ConfigMaps[v.ConfigMap.Name].Data {
				if err := os.WriteFile(filepath.Join(local, key), []byte(r.rewrite(content)), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	var env []string
	for _, e := range c.Env {
		v := e.Value
		if ref := secretRef(e); ref != nil {
			s, ok := rd.Secrets[ref.Name]
			switch {
			case ok:
				v = string(s.Data[ref.Key])
			case ref.Key == "redis-url":
				// The base only refers to its Secret: this stands in for
				// it, with the local redis-server as the managed Redis.
				r.hosts["managed-redis"] = true
				v = "redis://managed-redis:6379/0"
			}
		}
		if v != "" {
			env = append(env, e.Name+"="+r.rewriteIn(v, paths))
		}
	}
	args := make([]string, len(c.Args))
	for i, a := range c.Args {
		args[i] = r.rewriteIn(a, paths)
	}
	ready := "payhub: bff"
	if args[0] == "sandbox" {
		ready = "payhub: wallet"
	}
	r.start(name, bin, args, env, ready)
}

func secretRef(e corev1.EnvVar) *corev1.SecretKeySelector {
	if e.ValueFrom == nil {
		return nil
	}
	return e.ValueFrom.SecretKeyRef
}
