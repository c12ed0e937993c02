// The developer's bio and project cards on /myprotfolio in Bangla: the same projects as
// portfolio-content.ts. Names of software are written in Bangla letters in the text (the page shows
// the list of tools as written, translate="no"). Loaded only by Bangla pages.
import type { Project } from './portfolio-content.ts';

export const BIO: readonly string[] = [
  'আমি বাংলাদেশের ছোট ছোট কারখানার জন্য অনলাইন শপ আর ভেতরের কাজের টুল বানাই — এমন সব ব্যবসা, যেখানে একসময় ক্যাটালগ, স্টক আর অর্ডার থাকত তিনটা খাতা আর একটা ফোনে।',
  'এই স্টোর সেরকমই একটা প্রজেক্ট। এর রিঅ্যাক্টে লেখা ফ্রন্ট এন্ড আর ফাস্টিফাইয়ে লেখা এপিআই — দুটোই আমার হাতে তৈরি। আমি সবচেয়ে বেশি যত্ন নিই সেই জিনিসগুলোর, যেগুলো ঠিকঠাক চললে ক্রেতা টেরই পান না: সস্তা ফোনে ধীর ইন্টারনেটেও দ্রুত খোলে এমন পেজ, কী ভুল হয়েছে তা পরিষ্কার বলে দেয় এমন ফর্ম, আর পয়সা পর্যন্ত সবসময় নির্ভুল দাম।',
  'ওয়েবের কাজ শুরুর আগে চার বছর আমি মিরপুরে চাচার দোকানে সাইকেল সারাতাম — সেজন্যই এখনো পণ্যের বর্ণনা লিখি টেবিলে একটা স্পোক চাবি রেখে।',
];

export const PROJECTS: readonly Project[] = [
  {
    title: 'Bicycle Manufacturer স্টোর',
    image: '/images/portfolio/store.svg',
    description:
      'এই সাইটটাই: খোঁজা আর পাতায় পাতায় দেখার সুবিধাসহ সাইকেল পার্টসের ক্যাটালগ, কার্ডে পেমেন্টসহ অর্ডার, রিভিউ আর অ্যাডমিন ড্যাশবোর্ড — চলে এসকিউলাইট বা পোস্টগ্রেসকিউএল ডেটাবেসে।',
    tech: ['React', 'TypeScript', 'Fastify', 'PostgreSQL'],
  },
  {
    title: 'ওয়ার্কশপের জব বোর্ড',
    image: '/images/portfolio/jobs.svg',
    description:
      'কয়েকটা শাখাওয়ালা একটি সাইকেল ওয়ার্কশপের মেরামতের লাইন: প্রতিটা জব কার্ডে থাকে সাইকেল, লাগানো পার্টস আর মেকানিকের নাম, আর কাজ শেষ হলে ক্রেতা এসএমএস পান।',
    tech: ['React', 'Node.js', 'SQLite'],
  },
  {
    title: 'রিকশা ফ্লিট ট্র্যাকার',
    image: '/images/portfolio/fleet.svg',
    description:
      'এক রিকশা-মালিকের ড্যাশবোর্ড: প্রতিদিন কত জমা উঠল, কোন রিকশার কবে সার্ভিসিং পাওনা, আর এক পাতায় ছাপা যায় এমন মাসিক হিসাব।',
    tech: ['HTML', 'CSS', 'JavaScript', 'SVG-তে আঁকা চার্ট'],
  },
];
