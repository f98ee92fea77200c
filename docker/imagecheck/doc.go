// Package imagecheck checks docker/Dockerfile and .dockerignore without a
// container engine: the image's build can only break where a test sees
// it. Its tests parse the Dockerfile with BuildKit's own parser and check
// that every COPY source is in the build context (present, not ignored) or
// made by an earlier stage, that the Go stage gets every package of the
// module and embeds the web parts, and that the runtime stage is the
// binary, CA certificates and a non-root user with the OCI labels.
//
// Built with the podman tag (make test-podman) and PAYHUB_STANDALONE_BIN
// naming a built binary, a further test builds the runtime stage with
// podman from local files.
package imagecheck
