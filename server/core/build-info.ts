/** Set by the compile (scripts/build-server.ts, esbuild's `define`); absent when the code runs as TypeScript (tsx, jest). */
declare const __BUILD_COMMIT__: string | null | undefined;

/**
 * The commit the running service was compiled from: `npm run build:server` writes BUILD_COMMIT when it is set (a
 * deployment's code release, built from `git archive` with no .git) or else its checkout's HEAD into the compiled
 * code. Null when it runs from TypeScript or was compiled outside a checkout without BUILD_COMMIT.
 */
export const buildCommit: string | null = typeof __BUILD_COMMIT__ === 'string' ? __BUILD_COMMIT__ : null;
