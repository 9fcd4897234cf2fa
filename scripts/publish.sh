#!/usr/bin/env bash
# Publishes a built export (default: dist/) as a new release folder, then
# switches the `current` link that the server's DIST_DIR points at in one
# step, so a running server serves the new build from its next request (no
# restart; a page opened before the switch reloads itself when its old chunks
# are gone). Then it checks the live site and switches back if it is not well,
# and keeps only the newest releases.
#
#   scripts/publish.sh [export-dir]    publish (export-dir defaults to dist)
#   scripts/publish.sh --rollback      switch `current` to the release before it
#
#   PUBLISH_TARGET        user@host:/srv/site over ssh (DIST_DIR=/srv/site/current on the
#                         server), or a local folder /srv/site. Unset: in CI (CI=true) an
#                         error, since a green run must mean a published site; locally it
#                         only says what it would do.
#   PUBLISH_SSH_KEY       the private key for ssh, if the agent has none
#   PUBLISH_HEALTH_URL    fetched after the switch (e.g. https://example.com/readyz, or a page);
#                         on failure `current` goes back to the previous release and the run fails
#   PUBLISH_HEALTH_EXPECT text the answer must contain; `build-id` means the export's build id,
#                         which every page carries: with a page's URL, proof the new build is served
#   PUBLISH_HEALTH_TRIES  attempts before giving up (default 5), PUBLISH_HEALTH_DELAY seconds
#                         between them (default 3)
#   PUBLISH_KEEP          releases kept (default 5); older ones are deleted, never the current one
set -euo pipefail

rollback=false
if [[ "${1:-}" == "--rollback" ]]; then
  rollback=true
  shift
fi
export_dir="${1:-dist}"
keep="${PUBLISH_KEEP:-5}"
if ! [[ "$keep" =~ ^[1-9][0-9]*$ ]]; then
  echo "publish: PUBLISH_KEEP must be a whole number of at least 1 (it is '${keep}')" >&2
  exit 2
fi

if [[ -z "${PUBLISH_TARGET:-}" ]]; then
  if [[ "${CI:-}" == "true" ]]; then
    echo "publish: PUBLISH_TARGET is not set, so nothing would be published: set the repository variable PUBLISH_TARGET (user@host:/srv/site or a folder)" >&2
    exit 1
  fi
  echo "publish: PUBLISH_TARGET is not set; would upload ${export_dir}/ as a new release and switch current to it (a dry run)"
  exit 0
fi

# Invented clients and unattributed testimonials are not published without the owner's explicit
# yes (ALLOW_PLACEHOLDER_CONTENT=yes, docs/content.md); the gate names what is still a placeholder.
if ! $rollback && [[ "${ALLOW_PLACEHOLDER_CONTENT:-}" != "yes" ]]; then
  npx tsx scripts/content-gate.ts
fi

# user@host:/path is reached over ssh; a target without a host part is a folder here.
if [[ "$PUBLISH_TARGET" =~ ^[^/:]+: ]]; then
  host="${PUBLISH_TARGET%%:*}"
  base="${PUBLISH_TARGET#*:}"
else
  host=""
  base="$PUBLISH_TARGET"
fi
ssh_opts=()
if [[ -n "$host" && -n "${PUBLISH_SSH_KEY:-}" ]]; then
  key_file="$(mktemp)"
  trap 'rm -f "$key_file"' EXIT
  printf '%s\n' "$PUBLISH_SSH_KEY" >"$key_file"
  chmod 600 "$key_file"
  ssh_opts=(-i "$key_file" -o StrictHostKeyChecking=accept-new)
fi

# Runs a shell command where the releases are.
on_target() {
  if [[ -n "$host" ]]; then
    # shellcheck disable=SC2029 # the command is built here, its paths quoted with printf %q
    ssh "${ssh_opts[@]}" "$host" "$1"
  else
    bash -c "$1"
  fi
}

q_base="$(printf '%q' "$base")"

# The release `current` points at (a folder name under releases/), or nothing.
current_release() {
  on_target "readlink ${q_base}/current 2>/dev/null || true" | sed 's|^releases/||'
}

# The release names, oldest first (they are UTC timestamps).
releases() {
  on_target "ls -1 ${q_base}/releases 2>/dev/null || true" | LC_ALL=C sort
}

switch_to() {
  local q_release
  q_release="$(printf '%q' "releases/$1")"
  on_target "ln -sfn ${q_release} ${q_base}/current.next && mv -T ${q_base}/current.next ${q_base}/current"
}

# Whether the live site answers well with release $1 (always, when no PUBLISH_HEALTH_URL is set).
healthy() {
  local url="${PUBLISH_HEALTH_URL:-}" expect="${PUBLISH_HEALTH_EXPECT:-}" body
  local tries="${PUBLISH_HEALTH_TRIES:-5}" delay="${PUBLISH_HEALTH_DELAY:-3}"
  if [[ -z "$url" ]]; then
    echo "publish: PUBLISH_HEALTH_URL is not set; the switch is not checked"
    return 0
  fi
  if [[ "$expect" == "build-id" ]]; then
    expect="$(build_id "$1")"
  fi
  for ((i = 1; i <= tries; i++)); do
    if body="$(curl -fsS --max-time 10 "$url" 2>&1)"; then
      if [[ -z "$expect" || "$body" == *"$expect"* ]]; then
        echo "publish: ${url} answers well"
        return 0
      fi
      echo "publish: ${url} answers, but without '${expect}' (attempt ${i} of ${tries})" >&2
    else
      echo "publish: ${url}: ${body} (attempt ${i} of ${tries})" >&2
    fi
    ((i < tries)) && sleep "$delay"
  done
  return 1
}

# The build id vite-react-ssg gave release $1, from its static-loader-data-manifest-<id>.json.
build_id() {
  local manifest
  manifest="$(on_target "cd ${q_base}/releases/$(printf '%q' "$1") && ls -1 static-loader-data-manifest-*.json 2>/dev/null || true")"
  manifest="${manifest%%$'\n'*}"
  if [[ -z "$manifest" ]]; then
    echo "publish: PUBLISH_HEALTH_EXPECT=build-id, but release $1 has no static-loader-data-manifest-<id>.json" >&2
    return 1
  fi
  manifest="${manifest#static-loader-data-manifest-}"
  echo "${manifest%.json}"
}

if $rollback; then
  current="$(current_release)"
  previous="$(releases | awk -v current="$current" '$0 < current' | tail -n 1)"
  if [[ -z "$current" || -z "$previous" ]]; then
    echo "publish: no release before '${current:-none}' to roll back to" >&2
    exit 1
  fi
  switch_to "$previous"
  echo "publish: rolled back from ${current} to ${previous}"
  if ! healthy "$previous"; then
    echo "publish: ${previous} is live, but the health check fails" >&2
    exit 1
  fi
  exit 0
fi

if [[ ! -d "$export_dir" ]]; then
  echo "publish: ${export_dir}/ does not exist: build it first (npm run build)" >&2
  exit 2
fi

# Release names sort in publishing order: a UTC timestamp, or when that is not
# after the newest release (two publishes within a second), the newest one's
# name with its counter raised.
release="$(date -u +%Y%m%dT%H%M%SZ)"
newest="$(releases | tail -n 1)"
if [[ -n "$newest" && ! "$release" > "$newest" ]]; then
  if [[ "$newest" =~ ^(.*)-([0-9]+)$ ]]; then
    release="${BASH_REMATCH[1]}-$(printf '%02d' "$((10#${BASH_REMATCH[2]} + 1))")"
  else
    release="${newest}-01"
  fi
fi
previous="$(current_release)"

if [[ -n "$host" ]]; then
  rsync -a --delete -e "ssh ${ssh_opts[*]}" "${export_dir}/" "${host}:${base}/releases/${release}/"
else
  mkdir -p "${base}/releases/${release}"
  cp -a "${export_dir}/." "${base}/releases/${release}/"
fi
switch_to "$release"
echo "publish: current is now ${release}"

if ! healthy "$release"; then
  if [[ -n "$previous" ]]; then
    switch_to "$previous"
    # Deleted, so that neither keeping the newest releases nor a rollback counts it.
    on_target "rm -rf ${q_base}/releases/${release}"
    echo "publish: the health check failed: current is back on ${previous}, and ${release} is deleted" >&2
  else
    echo "publish: the health check failed, and there is no earlier release to go back to" >&2
  fi
  exit 1
fi

# Keeps the newest releases; the one being served is never deleted.
releases | awk -v keep="$keep" '{ names[NR] = $0 } END { for (i = 1; i <= NR - keep; i++) print names[i] }' | while read -r old; do
  [[ "$old" == "$release" ]] && continue
  on_target "rm -rf ${q_base}/releases/$(printf '%q' "$old")"
  echo "publish: deleted the old release ${old}"
done
echo "publish: ${release} is live"
