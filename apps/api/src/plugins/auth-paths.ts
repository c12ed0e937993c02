// Where better-auth is mounted; a module of its own so the header rules can name it without
// importing the auth plugin (which imports them).
export const AUTH_BASE_PATH = '/api/auth';
