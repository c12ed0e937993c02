// The six workshop articles of /blogs, in English (articles.bn.ts: in Bangla), written by the store's mechanics.

export interface Article {
  id: string;
  title: string;
  summary: string;
  author: string;
  /** ISO date, for <time dateTime>; shown in the page's language. */
  date: string;
  minutes: number;
  image: string;
  imageAlt: string;
  paragraphs: string[];
}

export const ARTICLES: readonly Article[] = [
  {
    id: 'chain-care',
    title: 'Chain care: ten minutes a week that save a drivetrain',
    summary: 'A clean, lightly oiled chain shifts better, runs quieter and spares your cassette and chainrings.',
    author: 'Kamrul Islam',
    date: '2026-03-02',
    minutes: 4,
    image: '/images/products/chain.svg',
    imageAlt: 'Drawing of a bicycle chain',
    paragraphs: [
      'The chain is the hardest-working part of a bicycle and the one most riders forget. Every pedal stroke drags it over the chainring, the cassette and two jockey wheels, and every puddle coats it in grit. Dirt and old oil turn into a grinding paste that wears the rollers and pins, and a worn chain then wears the teeth of every sprocket it touches. Replacing a chain costs a few hundred taka; replacing a chain, cassette and chainring together costs many times that.',
      'Clean the chain once a week if you ride daily, and after every ride in heavy rain. Wipe it with a dry rag while you turn the pedals backwards; if it is very dirty, scrub it with a brush and a little degreaser, rinse with plain water and let it dry completely. Never spray a pressure washer at the chain or the bearings: it pushes water past the seals.',
      'Oil goes on after cleaning, never on top of dirt. Put one drop on each roller on the inside of the chain, turn the pedals for a minute so the oil works into the pins, then wipe the outside dry. The oil that matters is inside the chain; oil on the outside only collects dust. In the dry season a dry lube stays cleaner; from June to October a wet lube lasts longer between rainy rides.',
      'Check chain wear once a month with a chain checker. At 0.5 % elongation replace the chain on 11- and 12-speed drivetrains, and at 0.75 % on 9- and 10-speed ones. Caught in time, a new chain runs happily on the old cassette; left too long, it will skip on the sprockets you use most and you will need both.',
    ],
  },
  {
    id: 'choosing-a-cassette',
    title: 'Choosing a cassette: speeds, range and the freehub underneath',
    summary: 'How to pick a cassette that fits your hub, your derailleur and the hills you actually ride.',
    author: 'Mahmud Hasan',
    date: '2026-02-16',
    minutes: 5,
    image: '/images/products/cassette.svg',
    imageAlt: 'Drawing of a rear cassette with its sprockets side by side',
    paragraphs: [
      'Start with the number of speeds. A cassette must match the shifter and the chain: an 11-speed shifter moves the derailleur a set distance per click, and only an 11-speed cassette has its sprockets that distance apart. Count the sprockets on your current cassette or the clicks on your shifter before you order.',
      'Next comes the freehub, the splined body on the rear hub that the cassette slides onto. Most 8- to 11-speed road and city bikes use the standard HG spline, which our 11-speed cassettes fit. Many mountain bikes with 12 speeds use XD or Microspline bodies instead, and those cassettes will not go onto an HG body at all. A 10-speed cassette on an 11-speed road body needs a 1.85 mm spacer behind it.',
      'Then choose the range. The smallest sprocket sets your top speed; the largest sets how easy your lowest gear is. An 11-28 suits flat city riding, where small steps between gears keep your cadence steady. An 11-34 or wider makes Chattogram hills and loaded cargo bikes far kinder, at the cost of bigger jumps between gears.',
      'Finally, check that the rear derailleur can handle the largest sprocket. Every derailleur has a maximum sprocket size and a total capacity; our 11-speed derailleur takes sprockets up to 42 teeth. Fit a new chain with a new cassette, set the B-tension screw so the upper jockey wheel clears the biggest sprocket by a few millimetres, and the shifting will be crisp from the first ride.',
    ],
  },
  {
    id: 'brake-pads-monsoon',
    title: 'Brake pads in the monsoon: what wears, what grips, what to carry',
    summary: 'Rain and grit can eat a set of pads in weeks. Choose the right compound and check them often.',
    author: 'Ayesha Siddiqua',
    date: '2026-01-28',
    minutes: 4,
    image: '/images/products/disc-rotor.svg',
    imageAlt: 'Drawing of a stainless steel disc brake rotor',
    paragraphs: [
      'In the dry months a set of brake pads can last thousands of kilometres. In the monsoon the same pads may be gone in a few weeks: every braking turns road water and sand into an abrasive slurry between the pad and the rotor or rim. Riders who commute through waterlogged streets should check their pads every week from June onwards.',
      'For disc brakes, resin (organic) pads are quiet and bite hard when cold, but they wear fast in the wet and fade on long descents. Sintered (metallic) pads last two to three times longer in rain and mud and cope with heat, at the price of some noise and a longer bedding-in. For monsoon commuting we recommend sintered pads; our 160 mm rotors work with both.',
      'Look at the pads, not just the lever feel. Replace disc pads when the friction material is thinner than 1.5 mm, or when the wear line on a rim brake pad has disappeared. Worn pads let the metal backing touch the rotor or the rim, and that ruins the braking surface in a single wet ride.',
      'New pads must be bedded in before they stop well. Ride at walking speed and brake firmly to a stop ten times, then ten more times from a brisk pace, without locking the wheel. Keep oil, chain lube and cleaning sprays away from discs and pads: a contaminated pad cannot be cleaned and has to be replaced.',
    ],
  },
  {
    id: 'tyre-pressure',
    title: 'Tyre pressure: the cheapest speed and comfort you can buy',
    summary: 'The right pressure depends on tyre width, your weight and the road. Here is how to find yours.',
    author: 'Nadia Chowdhury',
    date: '2026-01-10',
    minutes: 3,
    image: '/images/products/tyre.svg',
    imageAlt: 'Drawing of a bicycle tyre with its tread',
    paragraphs: [
      'Tyres lose air slowly even without a puncture, often 5 to 10 psi a week. A soft tyre feels sluggish, wears its sidewalls and is the main cause of pinch flats, where a pothole squeezes the tube against the rim and leaves two small cuts side by side. A floor pump with a gauge and a weekly check prevent most of the flats we see in the workshop.',
      'Wider tyres need less pressure. As a starting point, a 25 mm road tyre runs at 80 to 95 psi, our 35 mm commuter tyre at 50 to 65 psi, and a 2.2 inch mountain bike tyre at 25 to 35 psi. Heavier riders and loaded bikes should go towards the top of the range; lighter riders towards the bottom. Never go outside the range printed on the sidewall.',
      'Broken city roads reward slightly lower pressure. A tyre that can flex over cracks and gravel keeps its grip and is often faster than a rock-hard one that bounces. On wet streets, drop 5 psi from your dry-weather pressure for more contact with the road.',
      'Check pressure before a ride, when the tyre is cold, and remember that Presta and Schrader valves need the right pump head. If a tyre keeps going soft within a day, look for a thorn in the tread and a worn rim strap before fitting a new tube.',
    ],
  },
  {
    id: 'bottom-bracket-noises',
    title: 'Bottom bracket noises: finding the creak before you replace parts',
    summary: 'Most creaks blamed on the bottom bracket come from somewhere else. Work through this list first.',
    author: 'Kamrul Islam',
    date: '2025-12-14',
    minutes: 5,
    image: '/images/products/bottom-bracket.svg',
    imageAlt: 'Drawing of a threaded bottom bracket with its two cups',
    paragraphs: [
      'A creak that comes once per pedal turn sounds as if it comes from the bottom bracket, but the frame carries sound so well that the real source is often somewhere else. Before you remove the cranks, rule out the easy suspects, one at a time, and ride after each step.',
      'Start with the pedals: remove them, grease the threads and tighten them firmly. Then check the chainring bolts, which work loose and click under load; a drop of grease under each bolt head stops it. Creaks while standing on the pedals can also come from the saddle rails, the seatpost or a dry quick-release skewer, so grease those contact points too.',
      'If the noise remains, test the bottom bracket itself. Take the chain off and spin the cranks by hand: a healthy bearing turns smoothly and silently. Rough, gritty turning or side-to-side play when you rock the crank arm means the bearings are worn. Water that gets in through the seat tube in the monsoon is the usual cause.',
      'A threaded BSA bottom bracket like ours is the easiest to service. Clean the frame threads, grease them generously, fit the cups by hand to avoid cross-threading, and tighten to the torque printed on the cup, usually 35 to 50 Nm. A drain hole under the shell lets water out, and a well-greased thread keeps the cups silent for years.',
    ],
  },
  {
    id: 'wheel-truing',
    title: 'Wheel truing: a quarter turn at a time',
    summary: 'A wheel that wobbles rubs the brakes and loses strength. Small, patient corrections bring it back.',
    author: 'Mahmud Hasan',
    date: '2025-11-30',
    minutes: 5,
    image: '/images/products/rim.svg',
    imageAlt: 'Drawing of a bicycle rim with its spoke holes',
    paragraphs: [
      'A wheel is a structure in balance: every spoke pulls the rim towards the hub, and the rim runs straight only while the spokes on both sides pull evenly. When a pothole or a loose spoke upsets that balance, the rim bends sideways (a wobble) or up and down (a hop), and the wheel loses strength.',
      'Spin the wheel in the frame or in a truing stand and hold a fixed pointer, such as a cable tie on the chainstay, just beside the rim. Where the rim moves towards the pointer, tighten the spokes that come from the opposite side of the hub and loosen those from the same side. Work in quarter turns, over two or three spokes around the worst spot, and check again after every change.',
      'Remember which way to turn. With a spoke key you look at the nipple from the hub side, and from there turning it anticlockwise tightens the spoke, the opposite of what most people expect. Hold the spoke with your fingers while you turn so it does not twist, and squeeze pairs of spokes together afterwards to settle them.',
      'Fix hops before finishing the side-to-side wobbles: tighten spokes at a high spot and loosen them at a low spot. When the wheel runs within a millimetre, check that no spoke is much looser than its neighbours by plucking them and listening to the note. A wheel with even tension stays true; a double-wall rim like ours helps it stay that way under heavy commuter loads.',
    ],
  },
];
