// Bangladesh's divisions, districts and areas (upazilas, and Dhaka city's thanas) as the store ships them.

export interface Division {
  /** Lower-case ASCII slug of the English name: `dhaka`, `chattogram`. */
  id: string;
  en: string;
  bn: string;
  aliases?: readonly string[];
}

export interface District {
  /** Lower-case ASCII slug: `sylhet`, `coxs-bazar`. */
  id: string;
  divisionId: string;
  en: string;
  bn: string;
  /** Older or other English spellings search also finds (`Chittagong` for Chattogram). */
  aliases?: readonly string[];
}

export interface Area {
  /** `<district id>/<slug>`: `sylhet/companiganj`, `dhaka/dhanmondi`. */
  id: string;
  districtId: string;
  en: string;
  bn: string;
  /** An upazila, or a thana of a city corporation (Dhaka's city areas). */
  kind: 'upazila' | 'thana';
  aliases?: readonly string[];
}
