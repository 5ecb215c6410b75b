/** The portal backend's settings, from environment variables. */
export type PortalSettings = {
  /** The organisation's secret key (`rs_sk_…`): it stays on this server. */
  secretKey: string;
  /** Where the Rolescope API answers, e.g. `http://127.0.0.1:3000/api`. */
  apiBase: string;
  port: number;
  host: string;
};

export const readSettings = (env: Record<string, string | undefined>): PortalSettings => {
  const secretKey = env.ROLESCOPE_SECRET_KEY?.trim();
  if (!secretKey?.startsWith('rs_sk_')) {
    // Never echo the value: it is a secret.
    throw new Error('ROLESCOPE_SECRET_KEY must be set to an organisation key (rs_sk_…)');
  }
  const apiBase = (env.ROLESCOPE_API_BASE?.trim() || 'http://127.0.0.1:3000/api').replace(
    /\/+$/,
    '',
  );
  if (!/^https?:\/\//.test(apiBase)) {
    throw new Error('ROLESCOPE_API_BASE must be an http:// or https:// URL');
  }
  return {
    secretKey,
    apiBase,
    port: Number(env.PORTAL_PORT ?? 5188),
    host: env.PORTAL_HOST ?? '127.0.0.1',
  };
};
