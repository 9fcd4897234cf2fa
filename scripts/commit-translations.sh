#!/usr/bin/env bash
# Commits what the translation step changed under locales/ and pushes it to
# the branch (default main). Someone may have pushed meanwhile: the commit is
# rebased onto the branch as it is now and the push tried again, a few times.
# A real conflict (a person changed the same entries) stops it, with the
# rebase undone, so nothing is pushed that a person did not see.
#   scripts/commit-translations.sh "commit message"
#   COMMIT_BRANCH (main), COMMIT_TRIES (5), COMMIT_RETRY_DELAY seconds (5, growing)
set -euo pipefail
message="${1:?usage: commit-translations.sh \"commit message\"}"
branch="${COMMIT_BRANCH:-main}"
tries="${COMMIT_TRIES:-5}"
delay="${COMMIT_RETRY_DELAY:-5}"
export GIT_AUTHOR_NAME="${GIT_AUTHOR_NAME:-translation bot}"
export GIT_AUTHOR_EMAIL="${GIT_AUTHOR_EMAIL:-translation-bot@users.noreply.github.com}"
export GIT_COMMITTER_NAME="${GIT_COMMITTER_NAME:-$GIT_AUTHOR_NAME}"
export GIT_COMMITTER_EMAIL="${GIT_COMMITTER_EMAIL:-$GIT_AUTHOR_EMAIL}"

git add -A -- locales
if git diff --cached --quiet -- locales; then
  echo "commit-translations: nothing new under locales/"
  exit 0
fi
git commit -q -m "$message" -- locales

for ((attempt = 1; attempt <= tries; attempt++)); do
  git fetch -q origin "$branch"
  if ! git rebase -q --autostash "origin/${branch}"; then
    git rebase --abort
    echo "commit-translations: the translations conflict with ${branch} as it is now (a person changed the same entries); run npm run i18n:translate on ${branch} again" >&2
    exit 1
  fi
  if git push -q origin "HEAD:refs/heads/${branch}"; then
    echo "commit-translations: pushed to ${branch} ($(git rev-parse --short HEAD))"
    exit 0
  fi
  echo "commit-translations: the push was refused (attempt ${attempt} of ${tries}); trying again on ${branch} as it is then" >&2
  ((attempt < tries)) && sleep "$((attempt * delay))"
done
echo "commit-translations: could not push to ${branch} after ${tries} attempts" >&2
exit 1
