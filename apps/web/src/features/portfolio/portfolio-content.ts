// The developer's bio and project cards on /myprotfolio, in English (portfolio-content.bn.ts: in Bangla).

export const BIO: readonly string[] = [
  'I build web shops and internal tools for small manufacturers in Bangladesh: the kind of business where the catalogue, the stock and the orders used to live in three notebooks and a phone.',
  'This store is one of those projects. I wrote its React front end and its Fastify API, and I care most about the parts a customer never notices when they work: pages that load quickly on a cheap phone over a slow connection, forms that say clearly what went wrong, and prices that are always exact to the poisha.',
  'Before web work I spent four years repairing bicycles in my uncle’s shop in Mirpur, which is why I still write product descriptions with a spoke key on the desk.',
];

export const PROJECTS = [
  {
    title: 'Bicycle Manufacturer store',
    image: '/images/portfolio/store.svg',
    description:
      'This site: a catalogue of bicycle parts with search and paging, orders with card payment, reviews and an admin dashboard, on SQLite or PostgreSQL.',
    tech: ['React', 'TypeScript', 'Fastify', 'PostgreSQL'],
  },
  {
    title: 'Workshop job board',
    image: '/images/portfolio/jobs.svg',
    description:
      'A repair queue for a chain of bicycle workshops: each job card tracks the bike, the parts used and the mechanic, and the customer gets an SMS when it is ready.',
    tech: ['React', 'Node.js', 'SQLite'],
  },
  {
    title: 'Rickshaw fleet tracker',
    image: '/images/portfolio/fleet.svg',
    description:
      'A dashboard for a rickshaw fleet owner: daily rent collected, maintenance due per vehicle and a monthly report that prints on one page.',
    tech: ['HTML', 'CSS', 'JavaScript', 'Chart drawing in SVG'],
  },
];

export type Project = (typeof PROJECTS)[number];
