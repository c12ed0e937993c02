// The keys this app keeps in the browser's localStorage, in one place: the boot script
// (lib/start-when-needed.ts) reads them before anything else of the app is loaded.

/** The app's bearer token (the spec stores it as `accessToken`). */
export const ACCESS_TOKEN_KEY = 'accessToken';
/** A visitor's cart lines, kept in this browser until sign-in (lib/cart.ts). */
export const LOCAL_CART_KEY = 'cart';
