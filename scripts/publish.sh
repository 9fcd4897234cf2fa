#!/usr/bin/env bash
# Publishes a built export (default: dist/). The host decides how; this is the
# place to say it. As written: a release folder on the server, then an atomic
# switch of the `current` link that the server's DIST_DIR points at, so a
# running server serves the new build from its next request (no restart; a
# page opened before the switch reloads itself when its old chunks are gone).
# Without PUBLISH_TARGET it only says what it would do.
#   PUBLISH_TARGET=user@host:/srv/site   (DIST_DIR=/srv/site/current on the server)
set -euo pipefail
npx tsx scripts/content-gate.ts # refuses invented clients and unattributed testimonials without ALLOW_PLACEHOLDER_CONTENT=yes
export_dir="${1:-dist}"
release="$(date -u +%Y%m%dT%H%M%SZ)"
if [[ -z "${PUBLISH_TARGET:-}" ]]; then
  echo "publish: PUBLISH_TARGET is not set; would upload ${export_dir}/ as release ${release} and switch current to it"
  exit 0
fi
host="${PUBLISH_TARGET%%:*}"
base="${PUBLISH_TARGET#*:}"
ssh_opts=()
if [[ -n "${PUBLISH_SSH_KEY:-}" ]]; then
  key_file="$(mktemp)"
  trap 'rm -f "$key_file"' EXIT
  printf '%s\n' "$PUBLISH_SSH_KEY" > "$key_file"
  chmod 600 "$key_file"
  ssh_opts=(-i "$key_file" -o StrictHostKeyChecking=accept-new)
fi
rsync -a --delete -e "ssh ${ssh_opts[*]}" "${export_dir}/" "${host}:${base}/releases/${release}/"
ssh "${ssh_opts[@]}" "$host" "ln -sfn releases/${release} ${base}/current.next && mv -T ${base}/current.next ${base}/current"
echo "publish: ${release} is live"
