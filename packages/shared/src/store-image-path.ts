// Whether a product's `img` is a picture this store serves itself (/api/images/<id> or /images/…): the CSP
// allows 'self' only. Parsed as a browser would, only a canonical same-origin path passes: `/\evil.example/x.png`
// (a browser reads `\` as `/`), `//host/…`, absolute URLs, `..` and escapes that change on parsing are refused.

// NOTE: the WHATWG URL class is a global of browsers and Node; this package's lib (ES only) does not
// declare it, so the part used here is declared.
interface ParsedUrl {
  origin: string;
  username: string;
  password: string;
  pathname: string;
  search: string;
  hash: string;
}
declare const URL: new (input: string, base: string) => ParsedUrl;

const PLACEHOLDER_ORIGIN = 'http://store.invalid';
const UPLOAD_PATH = /^\/api\/images\/[A-Za-z0-9-]{1,64}$/;
const SHIPPED_PICTURE_PATH = /^\/images\/[A-Za-z0-9._/-]{1,200}\.(?:svg|png|jpe?g|webp|gif|avif)$/i;

export function isStoreImagePath(value: string): boolean {
  let url: ParsedUrl;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return false;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.username !== '' || url.password !== '') return false;
  // Canonical only: what was written is exactly the path the browser would ask for.
  if (url.search !== '' || url.hash !== '' || url.pathname !== value) return false;
  return UPLOAD_PATH.test(url.pathname) || SHIPPED_PICTURE_PATH.test(url.pathname);
}
