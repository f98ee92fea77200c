package main

// version is the release the binary was built from, stamped at link time by
// the Makefile and docker/Dockerfile (git describe):
//
//	go build -ldflags "-X main.version=v1.4.0" ./bff/cmd/payhub
//
// The linker can set only a package variable; nothing else writes it.
var version string

// buildVersion is the stamped version, or "dev" for a plain go build.
func buildVersion() string {
	if version == "" {
		return "dev"
	}
	return version
}
