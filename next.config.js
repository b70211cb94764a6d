/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets several builds (CI, e2e, benchmarks) coexist.
  distDir: process.env.ERRET_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3', 'pg'],
  // The app draws its own images and never uses next/image: its optimizer would only be a
  // public endpoint that decodes any picture of ours at any size, and caches the results on disk.
  images: { unoptimized: true },
  // Pages rendered on demand (/d/<code>: one per code, without end) are kept in memory only,
  // within cacheMaxMemorySize (least recently used first out), never written to disk.
  cacheMaxMemorySize: 64 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  async headers() {
    const everywhere = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      // No page of ours is meant to be framed (a framed edit page could be clickjacked).
      { key: 'X-Frame-Options', value: 'DENY' },
      { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ];
    // Edit pages carry the private token in their address: it must never leave in a Referer.
    const secret = [{ key: 'Referrer-Policy', value: 'no-referrer' }];
    const editPages = ['/decks/:id/edit', '/champions/:id/edit'].flatMap((path) => [path, `/:lang(en|fr)${path}`]);
    return [{ source: '/:path*', headers: everywhere }, ...editPages.map((source) => ({ source, headers: secret }))];
  },
};
module.exports = nextConfig;
