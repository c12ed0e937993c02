// Texts of the accounts pages and calls: login, sign-up, dashboard, My Profil, Make Admin (ours).
// NOTE: the accounts pages, the profile and users pages, their shared rules and the accounts API read
// i18n/catalogues/*/accounts.ts; this module stays while other code imports it (the dashboard layout
// and its test). Re-exported by ../messages.ts.
/** Accounts and profile texts (ours). */
export const ACCOUNT_TEXT = {
  signupTitle: 'Sign Up',
  signupButton: 'Sign Up',
  nameLabel: 'Name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  newHere: 'New to Bicycle Manufacturer?',
  createAccount: 'Create New Account',
  haveAccount: 'Already have an account?',
  pleaseLogin: 'Please Login',
  or: 'OR',
  googleNotConfigured: 'Google sign-in is not configured on this store.',
  signInFailed: 'Could not sign you in. Please try again.',
  welcome: 'Welcome to your Dashboard',
  openMenu: 'Open dashboard menu',
  /** The admin's first menu item: the owner's insights (its page's texts: ./insights.ts). */
  menuInsights: 'Insights',
  closeMenu: 'Close dashboard menu',
  usersTitle: 'All Users',
  colEmail: 'Email',
  colRole: 'Role',
  roleAdmin: 'Admin',
  roleUser: 'User',
  adminRemoved: 'Admin role removed',
  removeAdminFailed: 'Failed to remove the admin role',
  confirmMakeAdmin: (email: string) => `Make ${email} an admin?`,
  confirmRemoveAdmin: (email: string) => `Remove the admin role of ${email}?`,
  confirmYes: 'Yes',
  profileTitle: 'My Profil',
  educationLabel: 'Education',
  profileLinkLabel: 'Profile link',
  cityLabel: 'City',
  phoneLabel: 'Phone',
  close: 'Close',
  profileSaveFailed: 'Your profile could not be saved. Please try again.',
  avatarAlt: 'Profile picture placeholder',
} as const;

/** Profile field messages (ours). */
export const PROFILE_TEXT = {
  tooLong: (max: number) => `At most ${max} characters`,
  linkInvalid: 'Must be a link starting with http:// or https://',
  phoneInvalid: 'Only digits, spaces and + - ( )',
} as const;
