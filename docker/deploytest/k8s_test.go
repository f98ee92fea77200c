package deploytest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"sigs.k8s.io/kustomize/api/krusty"
	kusttypes "sigs.k8s.io/kustomize/api/types"
	"sigs.k8s.io/kustomize/kyaml/filesys"
	"sigs.k8s.io/yaml"
)

// The kustomizations an operator applies.
var kustomizations = []string{"base", "overlays/sandbox"}

// strictJSON decodes YAML into out, refusing fields out does not have: a
// misspelt or misplaced field would otherwise be dropped by the API server
// without a word.
func strictJSON(doc []byte, out any) error {
	j, err := yaml.YAMLToJSON(doc)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(j))
	dec.DisallowUnknownFields()
	return dec.Decode(out)
}

// newObject is the official type of a manifest's apiVersion and kind.
func newObject(doc []byte) (any, error) {
	var tm struct {
		APIVersion string `json:"apiVersion"`
		Kind       string `json:"kind"`
	}
	if err := yaml.Unmarshal(doc, &tm); err != nil {
		return nil, err
	}
	switch tm.APIVersion + " " + tm.Kind {
	case "apps/v1 Deployment":
		return &appsv1.Deployment{}, nil
	case "apps/v1 StatefulSet":
		return &appsv1.StatefulSet{}, nil
	case "v1 Service":
		return &corev1.Service{}, nil
	case "v1 ConfigMap":
		return &corev1.ConfigMap{}, nil
	case "v1 Secret":
		return &corev1.Secret{}, nil
	case "autoscaling/v2 HorizontalPodAutoscaler":
		return &autoscalingv2.HorizontalPodAutoscaler{}, nil
	case "policy/v1 PodDisruptionBudget":
		return &policyv1.PodDisruptionBudget{}, nil
	case "networking.k8s.io/v1 NetworkPolicy":
		return &networkingv1.NetworkPolicy{}, nil
	case "kustomize.config.k8s.io/v1beta1 Kustomization":
		return &kusttypes.Kustomization{}, nil
	}
	return nil, fmt.Errorf("apiVersion %q kind %q is not one this kit uses", tm.APIVersion, tm.Kind)
}

// TestK8s_everyManifestDecodesStrictlyIntoTheOfficialTypes reads every
// YAML file under docker/k8s, each document into the type its apiVersion
// and kind name, unknown fields refused.
func TestK8s_everyManifestDecodesStrictlyIntoTheOfficialTypes(t *testing.T) {
	dir := filepath.Join(repoRoot(t), "docker", "k8s")
	n := 0
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".yaml") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for i, doc := range bytes.Split(b, []byte("\n---\n")) {
			obj, err := newObject(doc)
			if err == nil {
				err = strictJSON(doc, obj)
			}
			if err != nil {
				t.Errorf("%s document %d: %v", p, i+1, err)
			}
			n++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 10 {
		t.Fatalf("only %d manifests under %s", n, dir)
	}
}

// rendered is one kustomization's output, decoded strictly.
type rendered struct {
	Deployments  map[string]*appsv1.Deployment
	StatefulSets map[string]*appsv1.StatefulSet
	Services     map[string]*corev1.Service
	ConfigMaps   map[string]*corev1.ConfigMap
	Secrets      map[string]*corev1.Secret
	HPAs         []*autoscalingv2.HorizontalPodAutoscaler
	PDBs         []*policyv1.PodDisruptionBudget
	Policies     []*networkingv1.NetworkPolicy
}

// render builds the kustomization in docker/k8s/<dir> as kubectl apply -k
// would.
func render(t *testing.T, dir string) rendered {
	t.Helper()
	k := krusty.MakeKustomizer(krusty.MakeDefaultOptions())
	rm, err := k.Run(filesys.MakeFsOnDisk(), filepath.Join(repoRoot(t), "docker", "k8s", filepath.FromSlash(dir)))
	if err != nil {
		t.Fatalf("kustomize build %s: %v", dir, err)
	}
	out := rendered{Deployments: map[string]*appsv1.Deployment{}, StatefulSets: map[string]*appsv1.StatefulSet{},
		Services: map[string]*corev1.Service{}, ConfigMaps: map[string]*corev1.ConfigMap{}, Secrets: map[string]*corev1.Secret{}}
	for _, r := range rm.Resources() {
		doc, err := r.AsYAML()
		if err != nil {
			t.Fatal(err)
		}
		obj, err := newObject(doc)
		if err == nil {
			err = strictJSON(doc, obj)
		}
		if err != nil {
			t.Fatalf("%s: rendered %s: %v", dir, r.CurId(), err)
		}
		switch o := obj.(type) {
		case *appsv1.Deployment:
			out.Deployments[o.Name] = o
		case *appsv1.StatefulSet:
			out.StatefulSets[o.Name] = o
		case *corev1.Service:
			out.Services[o.Name] = o
		case *corev1.ConfigMap:
			out.ConfigMaps[o.Name] = o
		case *corev1.Secret:
			out.Secrets[o.Name] = o
		case *autoscalingv2.HorizontalPodAutoscaler:
			out.HPAs = append(out.HPAs, o)
		case *policyv1.PodDisruptionBudget:
			out.PDBs = append(out.PDBs, o)
		case *networkingv1.NetworkPolicy:
			out.Policies = append(out.Policies, o)
		}
	}
	return out
}

// pods are the rendered pod templates by workload name.
func (r rendered) pods() map[string]corev1.PodTemplateSpec {
	out := map[string]corev1.PodTemplateSpec{}
	for n, d := range r.Deployments {
		out[n] = d.Spec.Template
	}
	for n, s := range r.StatefulSets {
		out[n] = s.Spec.Template
	}
	return out
}

// bffDeployment is the one Deployment running `payhub serve`.
func (r rendered) bffDeployment(t *testing.T) (*appsv1.Deployment, corev1.Container) {
	t.Helper()
	for _, d := range r.Deployments {
		for _, c := range d.Spec.Template.Spec.Containers {
			if len(c.Args) > 0 && c.Args[0] == "serve" {
				return d, c
			}
		}
	}
	t.Fatal("no Deployment runs payhub serve")
	return nil, corev1.Container{}
}

// TestK8s_renderedPayhubContainersPassOnlyFlagsAndVariablesPayhubHas
// renders each kustomization and checks every payhub container against
// the binary's own flag set: each flag and variable exists, and serve has
// what --upstreams requires (the upstreams file, mounted from a ConfigMap
// that names every required service, and the wallet URL).
func TestK8s_renderedPayhubContainersPassOnlyFlagsAndVariablesPayhubHas(t *testing.T) {
	required := requiredUpstreams(t)
	for _, dir := range kustomizations {
		t.Run(dir, func(t *testing.T) {
			r := render(t, dir)
			for name, pod := range r.pods() {
				for _, c := range pod.Spec.Containers {
					if !strings.Contains(c.Image, "payhub") {
						continue
					}
					command, flags := parseArgs(t, c.Args)
					cfg := readPayhubConfig(t, command)
					for f := range flags {
						if !cfg.Flags[f] {
							t.Errorf("%s/%s passes --%s, which payhub %s does not have", name, c.Name, f, command)
						}
					}
					env := map[string]corev1.EnvVar{}
					for _, e := range c.Env {
						env[e.Name] = e
						if !cfg.knowsEnv(e.Name) {
							t.Errorf("%s/%s sets %s, which payhub does not read", name, c.Name, e.Name)
						}
						checkEnvSource(t, r, dir, e)
					}
					if command == "serve" {
						checkServeRequirements(t, r, pod, flags, env, required)
					}
				}
			}
		})
	}
}

// checkEnvSource checks a variable taken from a Secret or ConfigMap: in the
// base the Secret is only referred to; where a kustomization renders it, a
// required key must be in it.
func checkEnvSource(t *testing.T, r rendered, dir string, e corev1.EnvVar) {
	t.Helper()
	if e.ValueFrom == nil || e.ValueFrom.SecretKeyRef == nil {
		return
	}
	ref := e.ValueFrom.SecretKeyRef
	s, ok := r.Secrets[ref.Name]
	if dir == "base" {
		if ok {
			t.Errorf("the base renders the Secret %s: it must only refer to it", ref.Name)
		}
		return
	}
	optional := ref.Optional != nil && *ref.Optional
	if !ok {
		t.Errorf("%s refers to the Secret %s, which %s does not render", e.Name, ref.Name, dir)
		return
	}
	if _, has := s.Data[ref.Key]; !has && !optional {
		if _, has := s.StringData[ref.Key]; !has {
			t.Errorf("%s needs key %s of the Secret %s, which lacks it", e.Name, ref.Key, ref.Name)
		}
	}
}

// value is a setting given as flag or variable; a value from a Secret
// counts as given.
func value(flags map[string]string, env map[string]corev1.EnvVar, flag, variable string) (string, bool) {
	if v, ok := flags[flag]; ok {
		return v, v != ""
	}
	e, ok := env[variable]
	if !ok {
		return "", false
	}
	return e.Value, e.Value != "" || e.ValueFrom != nil
}

func checkServeRequirements(t *testing.T, r rendered, pod corev1.PodTemplateSpec, flags map[string]string,
	env map[string]corev1.EnvVar, required []string) {
	t.Helper()
	wallet, ok := value(flags, env, "wallet-url", "PAYHUB_WALLET_URL")
	if !ok {
		t.Error("serve has no --wallet-url (PAYHUB_WALLET_URL): the pod would exit at start")
	} else if u, err := url.Parse(wallet); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Path != "" {
		t.Errorf("wallet URL %q is not an http(s) origin", wallet)
	}
	if _, ok := value(flags, env, "redis-url", "REDIS_URL"); !ok {
		t.Error("serve has no Redis: replicas would not share sessions and idempotency keys")
	}
	file, ok := value(flags, env, "upstreams", "PAYHUB_UPSTREAMS")
	if !ok {
		t.Fatal("serve has no --upstreams (PAYHUB_UPSTREAMS): it would run a sandbox of its own")
	}
	content := mountedFile(t, r, pod, file)
	var ups map[string]string
	if err := json.Unmarshal([]byte(content), &ups); err != nil {
		t.Fatalf("upstreams file %s is not a JSON object of service to URL: %v", file, err)
	}
	for _, name := range required {
		if ups[name] == "" {
			t.Errorf("upstreams file %s lacks %s, which payhub requires", file, name)
		}
	}
	for name, raw := range ups {
		u, err := url.Parse(raw)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			t.Errorf("upstream %s: %q is not an absolute http(s) URL", name, raw)
			continue
		}
		checkInClusterHost(t, r, name, u)
	}
	if u, ok := env["PAYHUB_BOTCHECK_URL"]; ok {
		if p, err := url.Parse(u.Value); err == nil {
			checkInClusterHost(t, r, "botcheck", p)
		}
	}
}

// checkInClusterHost checks that a URL naming a bare host (a Service of
// the namespace) names a rendered Service and one of its ports.
func checkInClusterHost(t *testing.T, r rendered, what string, u *url.URL) {
	t.Helper()
	if strings.Contains(u.Hostname(), ".") {
		return // outside the namespace: the operator's to provide
	}
	svc, ok := r.Services[u.Hostname()]
	if !ok {
		t.Errorf("%s: %s names no rendered Service", what, u)
		return
	}
	for _, p := range svc.Spec.Ports {
		if fmt.Sprint(p.Port) == u.Port() {
			return
		}
	}
	t.Errorf("%s: Service %s has no port %s", what, svc.Name, u.Port())
}

// mountedFile is the content of file in pod, from the ConfigMap volume
// mounted over its directory.
func mountedFile(t *testing.T, r rendered, pod corev1.PodTemplateSpec, file string) string {
	t.Helper()
	for _, c := range pod.Spec.Containers {
		for _, m := range c.VolumeMounts {
			if path.Dir(file) != path.Clean(m.MountPath) {
				continue
			}
			for _, v := range pod.Spec.Volumes {
				if v.Name != m.Name || v.ConfigMap == nil {
					continue
				}
				cm, ok := r.ConfigMaps[v.ConfigMap.Name]
				if !ok {
					t.Fatalf("%s is mounted from the ConfigMap %s, which is not rendered", file, v.ConfigMap.Name)
				}
				content, ok := cm.Data[path.Base(file)]
				if !ok {
					t.Fatalf("the ConfigMap %s has no key %s", cm.Name, path.Base(file))
				}
				return content
			}
		}
	}
	t.Fatalf("no ConfigMap volume is mounted at %s", path.Dir(file))
	return ""
}

// TestK8s_renderedWorkloadsArePinnedHardenedProbedAndDrained checks what
// keeps a release safe to run: exact image versions, the restricted
// security context, resources, probes on the BFF's endpoints, and a
// grace period that covers the preStop pause, --drain-delay and
// --shutdown-timeout.
func TestK8s_renderedWorkloadsArePinnedHardenedProbedAndDrained(t *testing.T) {
	for _, dir := range kustomizations {
		t.Run(dir, func(t *testing.T) {
			r := render(t, dir)
			for name, pod := range r.pods() {
				checkPod(t, name, pod)
			}
			d, c := r.bffDeployment(t)
			if d.Spec.Replicas == nil || *d.Spec.Replicas < 2 {
				t.Errorf("the BFF has %v replicas, want at least 2", d.Spec.Replicas)
			}
			checkProbes(t, c)
			checkDrain(t, d.Spec.Template.Spec, c)
			checkScaling(t, r, d)
		})
	}
}

func checkPod(t *testing.T, name string, pod corev1.PodTemplateSpec) {
	t.Helper()
	ps := pod.Spec.SecurityContext
	if ps == nil || ps.RunAsNonRoot == nil || !*ps.RunAsNonRoot {
		t.Errorf("%s: the pod does not require a non-root user", name)
	}
	for _, c := range pod.Spec.Containers {
		where := name + "/" + c.Name
		repo, tag, digest := splitImage(c.Image)
		switch {
		case digest == "" && (tag == "" || tag == "latest"):
			t.Errorf("%s: image %q is not pinned to a version or digest", where, c.Image)
		case !strings.Contains(repo, "/") && repo == "payhub":
			t.Errorf("%s: image %q was not renamed by the kustomization's images", where, c.Image)
		}
		sc := c.SecurityContext
		if sc == nil || sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation ||
			sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem ||
			(sc.Privileged != nil && *sc.Privileged) || sc.Capabilities == nil ||
			len(sc.Capabilities.Drop) != 1 || sc.Capabilities.Drop[0] != "ALL" {
			t.Errorf("%s: security context %+v, want no privilege escalation, a read-only root and ALL capabilities dropped", where, sc)
		}
		if c.Resources.Requests.Cpu().IsZero() || c.Resources.Requests.Memory().IsZero() || c.Resources.Limits.Memory().IsZero() {
			t.Errorf("%s: resources %+v, want CPU and memory requests and a memory limit", where, c.Resources)
		}
		if c.ReadinessProbe == nil || c.LivenessProbe == nil {
			t.Errorf("%s: readiness and liveness probes are required", where)
		}
	}
}

// splitImage splits repo[:tag][@digest].
func splitImage(image string) (repo, tag, digest string) {
	repo, digest, _ = strings.Cut(image, "@")
	if i := strings.LastIndex(repo, ":"); i > strings.LastIndex(repo, "/") {
		repo, tag = repo[:i], repo[i+1:]
	}
	return repo, tag, digest
}

func checkProbes(t *testing.T, c corev1.Container) {
	t.Helper()
	for _, p := range []struct {
		what  string
		probe *corev1.Probe
		path  string
	}{
		{"startup", c.StartupProbe, "/healthz"},
		{"liveness", c.LivenessProbe, "/healthz"},
		{"readiness", c.ReadinessProbe, "/readyz"},
	} {
		if p.probe == nil || p.probe.HTTPGet == nil || p.probe.HTTPGet.Path != p.path {
			t.Errorf("the BFF's %s probe is %+v, want GET %s", p.what, p.probe, p.path)
			continue
		}
		port := p.probe.HTTPGet.Port.String()
		found := false
		for _, cp := range c.Ports {
			found = found || cp.Name == port || fmt.Sprint(cp.ContainerPort) == port
		}
		if !found {
			t.Errorf("the BFF's %s probe targets port %s, which the container does not declare", p.what, port)
		}
	}
}

// checkDrain checks that SIGKILL cannot come before the drain ends: the
// grace period covers the preStop pause, --drain-delay and
// --shutdown-timeout. A BFF without --drain-delay closes the idle
// keep-alive connections of the proxy in front at SIGTERM, and a request
// the proxy sends on one at that moment fails.
func checkDrain(t *testing.T, spec corev1.PodSpec, c corev1.Container) {
	t.Helper()
	_, flags := parseArgs(t, c.Args)
	timeout := 20 * time.Second // payhub's default
	if v, ok := flags["shutdown-timeout"]; ok {
		d, err := time.ParseDuration(v)
		if err != nil {
			t.Fatalf("--shutdown-timeout %q: %v", v, err)
		}
		timeout = d
	}
	var delay time.Duration
	if v, ok := flags["drain-delay"]; !ok {
		t.Error("the BFF has no --drain-delay: the proxy's keep-alive connections would be closed under its requests at SIGTERM")
	} else if d, err := time.ParseDuration(v); err != nil || d <= 0 {
		t.Errorf("--drain-delay %q: want a positive duration", v)
	} else {
		delay = d
	}
	var pause time.Duration
	if c.Lifecycle == nil || c.Lifecycle.PreStop == nil || c.Lifecycle.PreStop.Sleep == nil {
		t.Error("the BFF has no preStop pause: requests still routed to it would be refused while it drains")
	} else {
		pause = time.Duration(c.Lifecycle.PreStop.Sleep.Seconds) * time.Second
	}
	if spec.TerminationGracePeriodSeconds == nil {
		t.Fatal("no terminationGracePeriodSeconds")
	}
	grace := time.Duration(*spec.TerminationGracePeriodSeconds) * time.Second
	if grace <= pause+delay+timeout {
		t.Errorf("terminationGracePeriodSeconds %s does not exceed the preStop pause %s plus --drain-delay %s plus --shutdown-timeout %s",
			grace, pause, delay, timeout)
	}
}

// checkScaling checks the Service, the HorizontalPodAutoscaler and the
// PodDisruptionBudget all reach the BFF's pods.
func checkScaling(t *testing.T, r rendered, d *appsv1.Deployment) {
	t.Helper()
	podLabels := labels.Set(d.Spec.Template.Labels)
	svcOK := false
	for _, s := range r.Services {
		svcOK = svcOK || (len(s.Spec.Selector) > 0 && labels.SelectorFromSet(s.Spec.Selector).Matches(podLabels))
	}
	if !svcOK {
		t.Error("no Service selects the BFF's pods")
	}
	hpaOK := false
	for _, h := range r.HPAs {
		if h.Spec.ScaleTargetRef.Kind != "Deployment" || h.Spec.ScaleTargetRef.Name != d.Name {
			continue
		}
		for _, m := range h.Spec.Metrics {
			hpaOK = hpaOK || (m.Resource != nil && m.Resource.Name == corev1.ResourceCPU)
		}
		if h.Spec.MinReplicas == nil || *h.Spec.MinReplicas < 2 {
			t.Errorf("the autoscaler may scale the BFF below 2 replicas: %v", h.Spec.MinReplicas)
		}
	}
	if !hpaOK {
		t.Error("no HorizontalPodAutoscaler scales the BFF on CPU")
	}
	pdbOK := false
	for _, p := range r.PDBs {
		if p.Spec.Selector == nil {
			continue
		}
		sel, err := metav1.LabelSelectorAsSelector(p.Spec.Selector)
		if err != nil {
			t.Fatal(err)
		}
		pdbOK = pdbOK || sel.Matches(podLabels)
	}
	if !pdbOK {
		t.Error("no PodDisruptionBudget covers the BFF's pods")
	}
	checkIngressPolicy(t, r, podLabels)
}

// checkIngressPolicy checks that a NetworkPolicy admits traffic to the
// BFF's pods only from named namespaces: the BFF trusts X-Forwarded-For
// from a range other pods share, so a pod that could reach it directly
// could choose the client IP the rate limits count.
func checkIngressPolicy(t *testing.T, r rendered, podLabels labels.Set) {
	t.Helper()
	covered := false
	for _, p := range r.Policies {
		sel, err := metav1.LabelSelectorAsSelector(&p.Spec.PodSelector)
		if err != nil {
			t.Fatal(err)
		}
		if !sel.Matches(podLabels) || !slices.Contains(p.Spec.PolicyTypes, networkingv1.PolicyTypeIngress) {
			continue
		}
		covered = true
		for i, rule := range p.Spec.Ingress {
			if len(rule.From) == 0 || len(rule.Ports) == 0 {
				t.Errorf("NetworkPolicy %s rule %d admits every source or every port", p.Name, i)
			}
			for _, from := range rule.From {
				if from.NamespaceSelector == nil || len(from.NamespaceSelector.MatchLabels)+len(from.NamespaceSelector.MatchExpressions) == 0 || from.IPBlock != nil {
					t.Errorf("NetworkPolicy %s rule %d admits %+v, want named namespaces only", p.Name, i, from)
				}
			}
		}
	}
	if !covered {
		t.Error("no NetworkPolicy limits who reaches the BFF's pods")
	}
}
