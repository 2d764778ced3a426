# PlastiHub in a container: the production build, served by Debian's nginx with the configuration the build writes
# (docs/deploy.md, "In a container"). Two stages: the build (Node, pnpm), then the server (nginx only).
#
#   docker build --build-arg PLASTIHUB_RELEASE=$(git rev-parse --short=12 HEAD) -t plastihub .
#   docker run -p 8080:8080 -e PLASTIHUB_API_UPSTREAM=api.internal:8000 -v plastihub-site:/srv/plastihub plastihub
#
# The volume keeps the last 7 days of releases' code for tabs opened before a deploy (deploy/publish-release.sh).

FROM node:20-bookworm-slim AS build
RUN npm install --global pnpm@10.34.8
WORKDIR /app
# The dependencies first: this layer is rebuilt only when the lockfile or a package.json changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/api-client/package.json packages/api-client/
COPY packages/app/package.json packages/app/
COPY packages/ui/package.json packages/ui/
COPY mocks/package.json mocks/
RUN pnpm install --frozen-lockfile
COPY . .
# The build's settings (docs/deploy.md, "Environment"). PLASTIHUB_RELEASE: the commit (a container build has no .git).
ARG VITE_API_BASE_URL=/api
ARG VITE_SERVICE_WORKER
ARG VITE_RUM_URL
ARG VITE_RUM_SAMPLE
ARG VITE_OPEN_BROWSING
ARG VITE_CONTACT_EMAIL
ARG VITE_CONTACT_PHONE
ARG VITE_CONTACT_ADDRESS
ARG VITE_SOCIAL_FACEBOOK
ARG VITE_SOCIAL_LINKEDIN
ARG VITE_SOCIAL_YOUTUBE
ARG VITE_SOCIAL_INSTAGRAM
ARG VITE_PLAY_STORE_URL
ARG VITE_APP_STORE_URL
ARG PLASTIHUB_API_PATHS
ARG PLASTIHUB_RELEASE
RUN npm run build

FROM debian:bookworm-slim AS server
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /srv/plastihub /tmp/nginx \
  && chown www-data:www-data /srv/plastihub /tmp/nginx
COPY --from=build /app/packages/app/dist /opt/plastihub/release
COPY --from=build /app/packages/app/dist/nginx/site.conf /etc/nginx/plastihub/site.conf
COPY deploy/nginx.conf /etc/nginx/plastihub/nginx.conf
COPY deploy/publish-release.sh deploy/entrypoint.sh /usr/local/bin/
ENV PLASTIHUB_API_UPSTREAM=api:8000
USER www-data
EXPOSE 8080
VOLUME /srv/plastihub
ENTRYPOINT ["entrypoint.sh"]
