// Package loadtest is PayHub's load and fault harness (make loadtest): it
// runs docker/compose.yaml's deployment as local processes (redis-server
// with append-only persistence, payhub sandbox, two payhub serve replicas
// on Redis, nginx with docker/nginx/payhub.conf), puts toxiproxy between
// the replicas and the sandbox's services, drives guest check-outs and
// screen reads through nginx while faults are injected, and reconciles
// every cart against the sandbox's ledger. It is a module of its own so
// that toxiproxy and its dependencies stay out of PayHub's.
//
// Its tests are the harness; LOADTEST_SIZE=full runs the full sizes, and
// LOADTEST_OUT names the report's directory (default report/).
package loadtest
