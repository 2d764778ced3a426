/**
 * The commit this build came from (build/release.ts; PLASTIHUB_RELEASE when given): the About page shows it and
 * every field report carries it. `pnpm dev` and Storybook have none.
 */
export const releaseId: string = typeof __RELEASE__ === 'string' ? __RELEASE__ : 'development';
