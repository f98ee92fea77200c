// Package deploytest checks the deployment files under docker/ and the
// operator kit: the Kubernetes manifests against the official API types
// and payhub's own flags, the compose file by running its services as
// local processes, and the alert rules and dashboard against the metrics
// PayHub registers. It is a module of its own so that the Kubernetes and
// kustomize libraries stay out of the product's dependency graph.
package deploytest
