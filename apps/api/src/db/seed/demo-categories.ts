// Demo categories, in their order, and the category of each demo product (by its picture's slug).

export const DEMO_CATEGORIES = ['Drivetrain', 'Brakes', 'Wheels', 'Frames & Cockpit', 'Tools'] as const;
type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export const DEMO_CATEGORY_OF: Readonly<Record<string, DemoCategory>> = {
  chainring: 'Drivetrain',
  cassette: 'Drivetrain',
  chain: 'Drivetrain',
  derailleur: 'Drivetrain',
  'bottom-bracket': 'Drivetrain',
  pedals: 'Drivetrain',
  'disc-rotor': 'Brakes',
  'brake-lever': 'Brakes',
  rim: 'Wheels',
  hub: 'Wheels',
  tyre: 'Wheels',
  handlebar: 'Frames & Cockpit',
  saddle: 'Frames & Cockpit',
  headset: 'Frames & Cockpit',
};
