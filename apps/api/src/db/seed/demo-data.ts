// Demo catalog and reviews seeded into an empty database (pictures in apps/web/public/images/products).
// Prices are in taka here and converted to poisha when seeded.

/** The demo categories, in their order. */
export const DEMO_CATEGORIES = ['Drivetrain', 'Brakes', 'Wheels', 'Frames & Cockpit', 'Tools'] as const;

interface DemoProduct {
  slug: string;
  category: (typeof DEMO_CATEGORIES)[number];
  name: string;
  des: string;
  minQuantity: number;
  maxQuantity: number;
  priceTaka: number;
  /** Shipping weight in grams, packed (the only variant's; with variants, each has its own). */
  weightGrams: number;
  /** The product page's SKU and specification rows (ours), for a few demo products. */
  sku?: string;
  specs?: Record<string, string>;
  /** Options and their variants (one value per option); without, one variant of the fields above. */
  options?: { name: string; values: string[] }[];
  variants?: { options: string[]; priceTaka: number; maxQuantity: number; sku: string; weightGrams: number }[];
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: 'chainring',
    category: 'Drivetrain',
    name: 'Forged Alloy Chainring 44T',
    des: 'A 44-tooth chainring forged from 7075 aluminium and CNC-finished, with narrow-wide teeth that hold the chain on rough roads. Fits 104 mm BCD cranks.',
    minQuantity: 10,
    maxQuantity: 420,
    priceTaka: 1450,
    weightGrams: 100,
    sku: 'CR-44-7075',
    specs: { Material: 'Aluminium 7075', Teeth: '44', BCD: '104 mm', Weight: '92 g' },
  },
  {
    slug: 'cassette',
    category: 'Drivetrain',
    name: '11-Speed Cassette 11-34T',
    des: 'Nickel-plated steel sprockets on an alloy carrier: a wide 11-34 range for climbing with smooth shift ramps. Fits standard HG freehub bodies.',
    minQuantity: 5,
    maxQuantity: 260,
    priceTaka: 3200,
    weightGrams: 370,
    sku: 'CS-11-1134',
    specs: { Speeds: '11', Range: '11-34T', Freehub: 'HG', Weight: '355 g' },
  },
  {
    slug: 'chain',
    category: 'Drivetrain',
    name: 'Anti-Rust Bicycle Chain 116L',
    des: 'A 116-link chain for 9 to 11 speed drivetrains with a zinc-nickel coating against monsoon rust and a reusable quick link.',
    minQuantity: 20,
    maxQuantity: 900,
    priceTaka: 780,
    weightGrams: 280,
    options: [{ name: 'Speed', values: ['9-speed', '10-speed', '11-speed'] }],
    variants: [
      { options: ['9-speed'], priceTaka: 740, maxQuantity: 300, sku: 'CH-116-09', weightGrams: 300 },
      { options: ['10-speed'], priceTaka: 760, maxQuantity: 0, sku: 'CH-116-10', weightGrams: 280 },
      { options: ['11-speed'], priceTaka: 780, maxQuantity: 600, sku: 'CH-116-11', weightGrams: 260 },
    ],
  },
  {
    slug: 'disc-rotor',
    category: 'Brakes',
    name: 'Stainless Disc Brake Rotor 160 mm',
    des: 'A heat-treated stainless steel rotor with a six-bolt mount, cut to shed heat and water on long descents. Works with resin and sintered pads.',
    minQuantity: 10,
    maxQuantity: 340,
    priceTaka: 950,
    weightGrams: 130,
  },
  {
    slug: 'brake-lever',
    category: 'Brakes',
    name: 'Hydraulic Brake Lever Set',
    des: 'A pair of hydraulic levers with reach adjustment, mineral-oil reservoirs and a two-finger blade shaped for city and trail riding.',
    minQuantity: 4,
    maxQuantity: 120,
    priceTaka: 5400,
    weightGrams: 420,
  },
  {
    slug: 'rim',
    category: 'Wheels',
    name: 'Double-Wall Rim 700C',
    des: 'A 32-hole double-wall aluminium rim, tubeless ready, with stainless eyelets that keep spoke tension even on heavy commuter loads.',
    minQuantity: 6,
    maxQuantity: 180,
    priceTaka: 2600,
    weightGrams: 520,
  },
  {
    slug: 'hub',
    category: 'Wheels',
    name: 'Sealed Bearing Rear Hub',
    des: 'A rear hub with four sealed cartridge bearings, a three-pawl freehub and 32 spoke holes, sealed against dust and road water.',
    minQuantity: 4,
    maxQuantity: 150,
    priceTaka: 4100,
    weightGrams: 380,
  },
  {
    slug: 'pedals',
    category: 'Drivetrain',
    name: 'Flat Platform Pedals',
    des: 'Wide alloy platforms with ten replaceable pins a side and sealed bearings: grip for sandals and trainers alike.',
    minQuantity: 10,
    maxQuantity: 500,
    priceTaka: 1650,
    weightGrams: 380,
  },
  {
    slug: 'handlebar',
    category: 'Frames & Cockpit',
    name: 'Riser Handlebar 760 mm',
    des: 'A 6061 alloy riser bar, 760 mm wide with a 20 mm rise and 9 degree back sweep, marked for easy cutting to width.',
    minQuantity: 5,
    maxQuantity: 210,
    priceTaka: 1900,
    weightGrams: 320,
  },
  {
    slug: 'saddle',
    category: 'Frames & Cockpit',
    name: 'Comfort Saddle with Relief Channel',
    des: 'A padded saddle with a central relief channel, water-resistant cover and chromoly rails for daily commuting.',
    minQuantity: 8,
    maxQuantity: 300,
    priceTaka: 1350,
    weightGrams: 350,
  },
  {
    slug: 'tyre',
    category: 'Wheels',
    name: 'Puncture-Resistant Tyre 700x35C',
    des: 'A commuter tyre with a 3 mm puncture belt, reflective sidewalls and a tread that grips wet city streets.',
    minQuantity: 10,
    maxQuantity: 640,
    priceTaka: 1200,
    weightGrams: 560,
    options: [
      { name: 'Width', values: ['35C', '40C'] },
      { name: 'Sidewall', values: ['Black', 'Tan'] },
    ],
    variants: [
      { options: ['35C', 'Black'], priceTaka: 1200, maxQuantity: 240, sku: 'TY-700-35-BK', weightGrams: 560 },
      { options: ['35C', 'Tan'], priceTaka: 1350, maxQuantity: 120, sku: 'TY-700-35-TN', weightGrams: 575 },
      { options: ['40C', 'Black'], priceTaka: 1280, maxQuantity: 280, sku: 'TY-700-40-BK', weightGrams: 640 },
    ],
  },
  {
    slug: 'derailleur',
    category: 'Drivetrain',
    name: 'Rear Derailleur 11-Speed',
    des: 'A clutch rear derailleur for 11-speed drivetrains that keeps the chain quiet and in place over bumps; takes up to a 42T sprocket.',
    minQuantity: 3,
    maxQuantity: 95,
    priceTaka: 6800,
    weightGrams: 290,
  },
  {
    slug: 'bottom-bracket',
    category: 'Drivetrain',
    name: 'Threaded Bottom Bracket BSA',
    des: 'A BSA threaded bottom bracket with sealed steel bearings and a 24 mm spindle interface, made to run for years without creaks.',
    minQuantity: 6,
    maxQuantity: 230,
    priceTaka: 1750,
    weightGrams: 110,
  },
  {
    slug: 'headset',
    category: 'Frames & Cockpit',
    name: 'Tapered Headset Bearing Kit',
    des: 'A tapered 1 1/8 to 1.5 inch headset with angular-contact cartridge bearings and a compression ring for precise steering.',
    minQuantity: 5,
    maxQuantity: 190,
    priceTaka: 2250,
    weightGrams: 120,
  },
];

interface DemoReview {
  userName: string;
  des: string;
  number: number;
}

export const DEMO_REVIEWS: DemoReview[] = [
  {
    userName: 'Rahim Uddin',
    des: 'We ordered 200 chains for our rental fleet in Sylhet. They arrived in four days and have not rusted through a whole monsoon.',
    number: 5,
  },
  {
    userName: 'Nusrat Jahan',
    des: 'The double-wall rims are true out of the box. Our workshop builds wheels every day and these save us real time.',
    number: 5,
  },
  {
    userName: 'Tanvir Ahmed',
    des: 'Good brake levers for the price. One set needed bleeding on arrival, but support answered the same afternoon.',
    number: 4,
  },
  {
    userName: 'Farzana Akter',
    des: 'Comfort saddles were a hit with our delivery riders. Fewer complaints after long shifts, and the covers survive the rain.',
    number: 5,
  },
  {
    userName: 'Imran Hossain',
    des: 'The cassette shifts cleanly and the wide range helps on Chattogram hills. Packaging could use less plastic.',
    number: 4,
  },
  {
    userName: 'Sadia Islam',
    des: 'Minimum order quantities are fair for a small shop like ours, and bulk prices beat what we paid importers.',
    number: 5,
  },
];
