// A host's own Next.js configuration: nothing Rolescope-specific (the packages ship built ESM
// with "use client" where it belongs, so no transpilePackages).
/** @type {import('next').NextConfig} */
const nextConfig = { reactStrictMode: true, poweredByHeader: false };

export default nextConfig;
