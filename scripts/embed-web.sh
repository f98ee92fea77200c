#!/usr/bin/env bash
# Copies the built web parts into bff/cmd/payhub/embedded/files/, which
# `go build` then embeds in the payhub binary (bff/cmd/payhub/embedded).
# Run after the SDK and the widget are built (make web); the Makefile and
# docker/Dockerfile both call it, so the embedded layout is written once.
set -euo pipefail
cd "$(dirname "$0")/.."
dest=bff/cmd/payhub/embedded/files

for f in widget/dist/portal/index.html widget/dist/widget/index.html sdk/dist/payhub.js sdk/dist/payhub.mjs \
  themes/default.css examples/county-site/index.html; do
  [ -f "$f" ] || { echo "embed-web: $f is missing: build the web parts first (make web)" >&2; exit 1; }
done

# Start from the placeholder alone, so no file of an earlier build stays.
find "$dest" -mindepth 1 -maxdepth 1 ! -name README.md -exec rm -rf {} +
mkdir -p "$dest"/{portal,widget,sdk,themes,examples}
cp -R widget/dist/portal/. "$dest/portal/"
cp -R widget/dist/widget/. "$dest/widget/"
# What /sdk/ serves (bff/http sdkFiles); the types and maps are the npm package's.
cp sdk/dist/payhub.js sdk/dist/payhub.mjs "$dest/sdk/"
cp themes/*.css "$dest/themes/"
cp -R examples/county-site/. "$dest/examples/"
echo "embed-web: $(find "$dest" -type f ! -name README.md | wc -l) files in $dest"
