/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets several builds (CI, e2e, benchmarks) coexist.
  distDir: process.env.ERRET_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3', 'pg'],
};
module.exports = nextConfig;
