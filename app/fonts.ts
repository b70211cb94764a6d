import localFont from 'next/font/local';

// Fonts come from npm packages: no network at build or run time.
export const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'swap',
  // Not preloaded: five preloaded faces (100 KB) queued ahead of the scripts and delayed the first
  // render; with swap and the metric-matched fallback, text shows at once and barely moves.
  preload: false,
});

export const cinzel = localFont({
  src: [
    { path: '../node_modules/@fontsource/cinzel/files/cinzel-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/cinzel/files/cinzel-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-cinzel',
  display: 'swap',
  preload: false,
});
