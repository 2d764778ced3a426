#!/bin/sh
# Publishes a build into the folder the web server serves, keeping the hashed files (assets/) of every release
# that was live in the last KEEP_DAYS days (7 by default): a tab opened before a deploy keeps loading its code.
#
#   deploy/publish-release.sh packages/app/dist /srv/plastihub
#
# A hashed file's modification time says when a live release last used it: the outgoing release's files are
# touched before the new one is copied in, and files no release has used for KEEP_DAYS days are removed. The
# page and the other files at fixed names are replaced last, each in one step, so no page ever names a file
# that is not there yet. The container runs this at start, a static host's CI before each upload
# (docs/deploy.md, "Deploying and rolling back").
set -eu

build=${1:?usage: publish-release.sh BUILD_FOLDER SITE_FOLDER}
site=${2:?usage: publish-release.sh BUILD_FOLDER SITE_FOLDER}
days=${KEEP_DAYS:-7}
list=.release-files

[ -f "$build/index.html" ] || { echo "publish-release: $build/index.html is missing" >&2; exit 1; }
mkdir -p "$site/assets"

# The release going out was live until now.
if [ -f "$site/$list" ]; then
  (cd "$site" && while IFS= read -r file; do [ ! -f "$file" ] || touch "$file"; done < "$list")
fi

# The new release's hashed files beside the old ones (a name is its content's hash: nothing is overwritten).
cp -R "$build/assets/." "$site/assets/"
(cd "$build" && find assets -type f) > "$site/$list.new"
(cd "$site" && while IFS= read -r file; do touch "$file"; done < "$list.new")

# Every other file, the page last; each one is written beside its place, then moved into it.
publish() {
  mkdir -p "$(dirname "$site/$1")"
  cp "$build/$1" "$site/$1.publishing"
  mv "$site/$1.publishing" "$site/$1"
}
(cd "$build" && find . -type f ! -path './assets/*' ! -name 'index.html*' | sed 's|^\./||') |
  while IFS= read -r file; do publish "$file"; done
for file in index.html.br index.html.gz index.html; do
  [ ! -f "$build/$file" ] || publish "$file"
done
mv "$site/$list.new" "$site/$list"

# Hashed files no live release has used for KEEP_DAYS days.
find "$site/assets" -type f -mmin "+$((days * 24 * 60))" -exec rm -f {} +
