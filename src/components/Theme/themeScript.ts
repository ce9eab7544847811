/**
 * Applies the stored light/dark choice before first paint. Inline, so it costs no request
 * before the page can render; the page's Content-Security-Policy allows it by its hash
 * (src/server/csp.ts), never by 'unsafe-inline'.
 */
export const themeScript =
  "try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')document.documentElement.classList.add(t)}catch(e){}"
