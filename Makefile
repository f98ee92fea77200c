# PayHub: `make run` serves everything; `make test` runs every test.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
GO ?= go
BIN := bin/payhub
# The version stamped into the binary (payhub version): the nearest tag,
# else the commit; "dev" outside a git checkout.
PAYHUB_VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
GOFLAGS_TEST ?= -race -count=1 -timeout 20m

.PHONY: run test build deps system-deps js-deps go-deps web embed payhub \
        test-go test-js test-e2e test-standalone test-deploy test-load test-podman lint bench size clean loadtest

## run: install what is missing, build everything and start `payhub serve`
run: build
	./$(BIN) serve

## test: install what is missing (system packages too) and run every test
test: system-deps deps lint test-go build test-standalone test-deploy test-load test-js test-e2e

deps: go-deps js-deps

system-deps:
	./scripts/system-deps.sh

js-deps:
	./scripts/js-deps.sh

go-deps:
	$(GO) mod download
	cd docker/deploytest && $(GO) mod download
	cd docker/loadtest && $(GO) mod download

## build: the web parts, then bin/payhub with them embedded (the binary alone serves everything)
build: deps web embed payhub

web: js-deps
	npm run build --workspace sdk
	npm run build --workspace widget

# embed: copy the built web parts where go build embeds them (git-ignored)
embed: web
	./scripts/embed-web.sh

payhub: go-deps embed
	$(GO) build -ldflags "-X main.version=$(PAYHUB_VERSION)" -o $(BIN) ./bff/cmd/payhub

## test-standalone: bin/payhub run from an empty directory serves the real portal, widget, SDK, themes and example site
test-standalone: build
	PAYHUB_STANDALONE_BIN=$(abspath $(BIN)) PAYHUB_STANDALONE_VERSION=$(PAYHUB_VERSION) $(GO) test -count=1 -tags standalone ./bff/cmd/payhub/standalone/

## test-podman: opt-in: build docker/Dockerfile's runtime stage with podman from bin/payhub (no base image is pulled)
test-podman: build
	PAYHUB_STANDALONE_BIN=$(abspath $(BIN)) $(GO) test -count=1 -tags podman -run Podman -v ./docker/imagecheck/

## lint: the widget's ESLint (layers, hooks, accessibility), gofmt, go vet and staticcheck (pinned by the tool line in go.mod)
lint: go-deps js-deps
	npm run lint --workspace widget
	@unformatted=$$(gofmt -l bff sandbox docker); if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) vet -tags standalone,podman ./bff/cmd/payhub/standalone/ ./docker/imagecheck/
	$(GO) tool staticcheck ./...
	$(GO) test -count=1 -run '^TestLayers' ./bff/
	cd docker/deploytest && $(GO) vet ./... && $(GO) tool staticcheck ./...
	cd docker/loadtest && $(GO) vet ./... && $(GO) tool staticcheck ./...

test-go:
	$(GO) test $(GOFLAGS_TEST) ./...
	cd docker/deploytest && $(GO) test -count=1 -skip '^TestComposeUp' ./...

## test-deploy: docker/compose.yaml's services as local processes (redis-server, nginx, bin/payhub), paid through nginx
test-deploy: build
	cd docker/deploytest && PAYHUB_BIN=$(CURDIR)/$(BIN) $(GO) test -count=1 -run '^TestComposeUp' ./...

## test-load: the load and fault harness, short (100 carts and on until the restarted replica is back,
## 10 s of reads, one crash): see loadtest
test-load: build
	cd docker/loadtest && PAYHUB_BIN=$(CURDIR)/$(BIN) $(GO) test -count=1 -run '^TestLoad$$' -timeout 5m ./...

## loadtest: compose's deployment as processes (redis-server, payhub sandbox, two payhub serve,
## nginx), toxiproxy before the sandbox; a check-out storm of 1,000 carts with faults and a rolling
## restart, a Redis restart, crashes mid check-out, slow upstreams and 60 s of reads; every cart
## reconciled against the sandbox ledger; the report in docker/loadtest/report/ (LOADTEST_OUT)
loadtest: build system-deps
	cd docker/loadtest && PAYHUB_BIN=$(CURDIR)/$(BIN) LOADTEST_SIZE=full $(GO) test -count=1 -run '^TestLoad$$' -v -timeout 30m ./...

test-js: js-deps web
	npm test --workspace widget
	npm run typecheck --workspace sdk
	npm test --workspace sdk
	npm run test:types --workspace sdk
	npm run size --workspace sdk
	npm run pack:check --workspace sdk
	node scripts/size.mjs
	npm run build-storybook --workspace widget
	npm run build --workspace examples/react-host

## size: gzipped first loads (SDK script tag, widget and portal checkout route) against their budgets
size: web
	node scripts/size.mjs

test-e2e: build
	npm test --workspace e2e

## bench: on recorded upstream answers, the home screen against a plain net/http
## aggregator (requests per second), the checkout screen's p50 against its critical
## path, the home screen's fan-out; a bulk add file at the source's limit, and one of
## 10,000 rows refused. Prints every ratio on its own line (scripts/bench.sh).
bench: go-deps
	GO=$(GO) ./scripts/bench.sh

clean:
	rm -rf bin widget/dist sdk/dist widget/storybook-static examples/react-host/dist
	find bff/cmd/payhub/embedded/files -mindepth 1 -maxdepth 1 ! -name README.md -exec rm -rf {} +
