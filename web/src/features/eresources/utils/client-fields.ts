/**
 * What spec 001 §7.14 sends beside a link click (browser, device, os), read from the user agent in broad terms only:
 * the family, not the version, so the figures say which platforms readers use without fingerprinting anyone.
 */
export function clientFields(userAgent: string = navigator.userAgent): { browser: string; device: string; os: string } {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'other';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'other';
  const device = /Mobi|Android|iPhone/.test(userAgent) ? 'phone' : /iPad|Tablet/.test(userAgent) ? 'tablet' : 'desktop';
  return { browser, device, os };
}
