/**
 * Whether the page runs in a frame and may set a Secure cookie (https, localhost). A host page of
 * another site refuses the frame's SameSite=Lax cookies (and may block its storage), so what the
 * frame must remember goes in a SameSite=None, Secure, Partitioned cookie there (SPEC §9 cookies).
 */
export function framedSecurely(): boolean {
  let framed: boolean;
  try {
    framed = window.self !== window.top;
  } catch {
    framed = true;
  }
  return framed && window.isSecureContext;
}

/** The SameSite and Secure attributes of a cookie the page sets: partitioned cross-site when `framed`. */
export function cookieScope(secure: boolean, framed: boolean): string {
  if (framed) return '; SameSite=None; Secure; Partitioned';
  return `; SameSite=Lax${secure ? '; Secure' : ''}`;
}
