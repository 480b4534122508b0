import path from 'node:path';

// Bare Next.js app used as the first-load JavaScript baseline; it resolves the workspace's `next`.
export default {
  turbopack: { root: path.resolve(import.meta.dirname, '..', '..') },
  outputFileTracingRoot: path.resolve(import.meta.dirname, '..', '..'),
};
