/**
 * The reset (and e-mail confirmation) link's secret rides in the URL fragment (`#token=…`): browsers never send a fragment
 * to a server, so no request log keeps it. Read once, then removed from the address bar.
 */
export function leerTokenRestablecer(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}
