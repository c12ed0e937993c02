// Bangladesh's 8 divisions, 64 districts and their upazilas, with Dhaka city's thanas.
// Source of the divisions, districts and upazilas: github.com/nuhil/bangladesh-geocode, commit 5622f68
// (2023-03-17), itself from bangladesh.gov.bd; English names respelled as the government writes them today
// (Chattogram, Cumilla, Barishal, Jashore, Bogura, Cox's Bazar), the older spellings kept as aliases.
// Dhaka city's thanas: the Dhaka Metropolitan Police's 50 thanas (dmp.gov.bd; Wikipedia's "List of Dhaka
// Metropolitan Police thanas"), as of 2026. NOTE: generated once from that data; edit it here.
import { AREAS_DHAKA } from './areas-dhaka.ts';
import { AREAS_CHATTOGRAM } from './areas-chattogram.ts';
import { AREAS_RAJSHAHI } from './areas-rajshahi.ts';
import { AREAS_KHULNA } from './areas-khulna.ts';
import { AREAS_BARISHAL } from './areas-barishal.ts';
import { AREAS_SYLHET } from './areas-sylhet.ts';
import { AREAS_RANGPUR } from './areas-rangpur.ts';
import { AREAS_MYMENSINGH } from './areas-mymensingh.ts';
import type { Area, District, Division } from './types.ts';

export const DIVISIONS: readonly Division[] = [
  { id: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম', aliases: ['Chittagong'] },
  { id: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী' },
  { id: 'khulna', en: 'Khulna', bn: 'খুলনা' },
  { id: 'barishal', en: 'Barishal', bn: 'বরিশাল', aliases: ['Barisal'] },
  { id: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
  { id: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { id: 'rangpur', en: 'Rangpur', bn: 'রংপুর' },
  { id: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ' },
];

export const DISTRICTS: readonly District[] = [
  { id: 'cumilla', divisionId: 'chattogram', en: 'Cumilla', bn: 'কুমিল্লা', aliases: ['Comilla'] },
  { id: 'feni', divisionId: 'chattogram', en: 'Feni', bn: 'ফেনী' },
  { id: 'brahmanbaria', divisionId: 'chattogram', en: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া' },
  { id: 'rangamati', divisionId: 'chattogram', en: 'Rangamati', bn: 'রাঙ্গামাটি' },
  { id: 'noakhali', divisionId: 'chattogram', en: 'Noakhali', bn: 'নোয়াখালী' },
  { id: 'chandpur', divisionId: 'chattogram', en: 'Chandpur', bn: 'চাঁদপুর' },
  { id: 'lakshmipur', divisionId: 'chattogram', en: 'Lakshmipur', bn: 'লক্ষ্মীপুর', aliases: ['Laxmipur'] },
  { id: 'chattogram', divisionId: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম', aliases: ['Chittagong'] },
  { id: 'coxs-bazar', divisionId: 'chattogram', en: "Cox's Bazar", bn: 'কক্সবাজার' },
  { id: 'khagrachhari', divisionId: 'chattogram', en: 'Khagrachhari', bn: 'খাগড়াছড়ি' },
  { id: 'bandarban', divisionId: 'chattogram', en: 'Bandarban', bn: 'বান্দরবান' },
  { id: 'sirajganj', divisionId: 'rajshahi', en: 'Sirajganj', bn: 'সিরাজগঞ্জ' },
  { id: 'pabna', divisionId: 'rajshahi', en: 'Pabna', bn: 'পাবনা' },
  { id: 'bogura', divisionId: 'rajshahi', en: 'Bogura', bn: 'বগুড়া', aliases: ['Bogra'] },
  { id: 'rajshahi', divisionId: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী' },
  { id: 'natore', divisionId: 'rajshahi', en: 'Natore', bn: 'নাটোর' },
  { id: 'joypurhat', divisionId: 'rajshahi', en: 'Joypurhat', bn: 'জয়পুরহাট' },
  { id: 'chapainawabganj', divisionId: 'rajshahi', en: 'Chapainawabganj', bn: 'চাঁপাইনবাবগঞ্জ' },
  { id: 'naogaon', divisionId: 'rajshahi', en: 'Naogaon', bn: 'নওগাঁ' },
  { id: 'jashore', divisionId: 'khulna', en: 'Jashore', bn: 'যশোর', aliases: ['Jessore'] },
  { id: 'satkhira', divisionId: 'khulna', en: 'Satkhira', bn: 'সাতক্ষীরা' },
  { id: 'meherpur', divisionId: 'khulna', en: 'Meherpur', bn: 'মেহেরপুর' },
  { id: 'narail', divisionId: 'khulna', en: 'Narail', bn: 'নড়াইল' },
  { id: 'chuadanga', divisionId: 'khulna', en: 'Chuadanga', bn: 'চুয়াডাঙ্গা' },
  { id: 'kushtia', divisionId: 'khulna', en: 'Kushtia', bn: 'কুষ্টিয়া' },
  { id: 'magura', divisionId: 'khulna', en: 'Magura', bn: 'মাগুরা' },
  { id: 'khulna', divisionId: 'khulna', en: 'Khulna', bn: 'খুলনা' },
  { id: 'bagerhat', divisionId: 'khulna', en: 'Bagerhat', bn: 'বাগেরহাট' },
  { id: 'jhenaidah', divisionId: 'khulna', en: 'Jhenaidah', bn: 'ঝিনাইদহ' },
  { id: 'jhalakathi', divisionId: 'barishal', en: 'Jhalakathi', bn: 'ঝালকাঠি', aliases: ['Jhalokati'] },
  { id: 'patuakhali', divisionId: 'barishal', en: 'Patuakhali', bn: 'পটুয়াখালী' },
  { id: 'pirojpur', divisionId: 'barishal', en: 'Pirojpur', bn: 'পিরোজপুর' },
  { id: 'barishal', divisionId: 'barishal', en: 'Barishal', bn: 'বরিশাল', aliases: ['Barisal'] },
  { id: 'bhola', divisionId: 'barishal', en: 'Bhola', bn: 'ভোলা' },
  { id: 'barguna', divisionId: 'barishal', en: 'Barguna', bn: 'বরগুনা' },
  { id: 'sylhet', divisionId: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
  { id: 'moulvibazar', divisionId: 'sylhet', en: 'Moulvibazar', bn: 'মৌলভীবাজার', aliases: ['Maulvibazar'] },
  { id: 'habiganj', divisionId: 'sylhet', en: 'Habiganj', bn: 'হবিগঞ্জ' },
  { id: 'sunamganj', divisionId: 'sylhet', en: 'Sunamganj', bn: 'সুনামগঞ্জ' },
  { id: 'narsingdi', divisionId: 'dhaka', en: 'Narsingdi', bn: 'নরসিংদী', aliases: ['Narsinghdi'] },
  { id: 'gazipur', divisionId: 'dhaka', en: 'Gazipur', bn: 'গাজীপুর' },
  { id: 'shariatpur', divisionId: 'dhaka', en: 'Shariatpur', bn: 'শরীয়তপুর' },
  { id: 'narayanganj', divisionId: 'dhaka', en: 'Narayanganj', bn: 'নারায়ণগঞ্জ' },
  { id: 'tangail', divisionId: 'dhaka', en: 'Tangail', bn: 'টাঙ্গাইল' },
  { id: 'kishoreganj', divisionId: 'dhaka', en: 'Kishoreganj', bn: 'কিশোরগঞ্জ' },
  { id: 'manikganj', divisionId: 'dhaka', en: 'Manikganj', bn: 'মানিকগঞ্জ' },
  { id: 'dhaka', divisionId: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { id: 'munshiganj', divisionId: 'dhaka', en: 'Munshiganj', bn: 'মুন্সিগঞ্জ' },
  { id: 'rajbari', divisionId: 'dhaka', en: 'Rajbari', bn: 'রাজবাড়ী' },
  { id: 'madaripur', divisionId: 'dhaka', en: 'Madaripur', bn: 'মাদারীপুর' },
  { id: 'gopalganj', divisionId: 'dhaka', en: 'Gopalganj', bn: 'গোপালগঞ্জ' },
  { id: 'faridpur', divisionId: 'dhaka', en: 'Faridpur', bn: 'ফরিদপুর' },
  { id: 'panchagarh', divisionId: 'rangpur', en: 'Panchagarh', bn: 'পঞ্চগড়' },
  { id: 'dinajpur', divisionId: 'rangpur', en: 'Dinajpur', bn: 'দিনাজপুর' },
  { id: 'lalmonirhat', divisionId: 'rangpur', en: 'Lalmonirhat', bn: 'লালমনিরহাট' },
  { id: 'nilphamari', divisionId: 'rangpur', en: 'Nilphamari', bn: 'নীলফামারী' },
  { id: 'gaibandha', divisionId: 'rangpur', en: 'Gaibandha', bn: 'গাইবান্ধা' },
  { id: 'thakurgaon', divisionId: 'rangpur', en: 'Thakurgaon', bn: 'ঠাকুরগাঁও' },
  { id: 'rangpur', divisionId: 'rangpur', en: 'Rangpur', bn: 'রংপুর' },
  { id: 'kurigram', divisionId: 'rangpur', en: 'Kurigram', bn: 'কুড়িগ্রাম' },
  { id: 'sherpur', divisionId: 'mymensingh', en: 'Sherpur', bn: 'শেরপুর' },
  { id: 'mymensingh', divisionId: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { id: 'jamalpur', divisionId: 'mymensingh', en: 'Jamalpur', bn: 'জামালপুর' },
  { id: 'netrokona', divisionId: 'mymensingh', en: 'Netrokona', bn: 'নেত্রকোণা', aliases: ['Netrakona'] },
];

export const AREAS: readonly Area[] = [
  ...AREAS_DHAKA,
  ...AREAS_CHATTOGRAM,
  ...AREAS_RAJSHAHI,
  ...AREAS_KHULNA,
  ...AREAS_BARISHAL,
  ...AREAS_SYLHET,
  ...AREAS_RANGPUR,
  ...AREAS_MYMENSINGH,
];
