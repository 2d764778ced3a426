#!/bin/sh
# The container's start (Dockerfile): the API's upstream from the environment, this image's release published
# into the served folder beside the recent ones (a volume keeps them across deploys), then nginx in the foreground.
set -eu
mkdir -p /tmp/nginx
echo "upstream plastihub_api { server ${PLASTIHUB_API_UPSTREAM}; }" > /tmp/nginx/upstream.conf
publish-release.sh /opt/plastihub/release /srv/plastihub
exec nginx -p /tmp/nginx -e stderr -c /etc/nginx/plastihub/nginx.conf
