// The portal's server-side settings, from its environment (never sent to the browser whole:
// the layout passes on the API's URL only, the route handler alone reads the key).
export const rolescopeApiBase = (): string => {
  const base = process.env.ROLESCOPE_API_BASE?.trim();
  if (!base)
    throw new Error('ROLESCOPE_API_BASE must be set (e.g. https://rolescope.example.com/api)');
  return base.replace(/\/+$/, '');
};

export const rolescopeSecretKey = (): string => {
  const key = process.env.ROLESCOPE_SECRET_KEY?.trim();
  // Never echo the value: it is a secret.
  if (!key?.startsWith('rs_sk_'))
    throw new Error('ROLESCOPE_SECRET_KEY must be an organisation key (rs_sk_…)');
  return key;
};
