// The API's own error messages (ours): they stay English (the web app shows its catalogue's text per code).
export const API_ERROR = {
  validation: 'Some fields are not valid.',
  notFound: 'Not found.',
  productNotFound: 'Product not found.',
  categoryNotFound: 'Category not found.',
  categoryNameTaken: 'A category with this name already exists.',
  categoryOrderMismatch: 'Send every category exactly once.',
  orderNotFound: 'Order not found.',
  routeNotFound: 'No such API route.',
  bodyTooLarge: 'The request body is too large.',
  unauthenticated: 'Sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  badJson: 'The request body is not valid JSON.',
  overloaded: 'The store is very busy right now. Please try again in a few seconds.',
  stopping: 'The store is restarting. Please try again in a few seconds.',
} as const;
