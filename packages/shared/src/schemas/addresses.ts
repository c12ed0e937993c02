// A delivery address a courier accepts (decision 221): who, which phone, and where by district and area
// from the shipped list, then the street. `line` is the one-line form the spec's `address` field carries.
import { z } from 'zod';
import { areaById, districtById } from '../geo/index.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { requiredText, textUpTo } from './common.ts';
import { BdMobileSchema } from './phone.ts';

const addressText = refsTo('delivery', 'ADDRESS_TEXT');
const tooLong = (max: number) => addressText('tooLong', { max });

export const ADDRESS_LIMITS = { recipientName: 100, street: 200, landmark: 100 } as const;

/** What a buyer enters; the division follows from the district. */
export const AddressInputSchema = z
  .object({
    recipientName: requiredText(addressText('recipientRequired'), ADDRESS_LIMITS.recipientName, tooLong),
    phone: BdMobileSchema,
    districtId: z.string({ error: addressText('districtRequired') }).min(1, addressText('districtRequired')),
    areaId: z.string({ error: addressText('areaRequired') }).min(1, addressText('areaRequired')),
    street: requiredText(addressText('streetRequired'), ADDRESS_LIMITS.street, tooLong),
    landmark: textUpTo(ADDRESS_LIMITS.landmark, tooLong).default(''),
    postcode: z
      .string()
      .trim()
      .regex(/^(\d{4})?$/, addressText('postcodeInvalid'))
      .default(''),
  })
  .superRefine((a, ctx) => {
    if (!districtById(a.districtId)) {
      ctx.addIssue({ code: 'custom', path: ['districtId'], message: addressText('districtUnknown') });
      return;
    }
    if (areaById(a.areaId)?.districtId !== a.districtId) {
      ctx.addIssue({ code: 'custom', path: ['areaId'], message: addressText('areaUnknown') });
    }
  });
export type AddressInput = z.output<typeof AddressInputSchema>;
export type AddressFormValues = z.input<typeof AddressInputSchema>;

/** An address as the API returns it (on an order, and in the address book with `id` and `isDefault`). */
export interface DeliveryAddress extends AddressInput {
  divisionId: string;
  /** The spec's one-line `address`. */
  line: string;
}

/** `House 12, Road 5 (near the mosque), Dhanmondi, Dhaka 1205`: English names, as couriers read them. */
export function addressLine(a: AddressInput): string {
  const area = areaById(a.areaId);
  const district = districtById(a.districtId);
  const street = a.landmark ? `${a.street} (near ${a.landmark})` : a.street;
  const place = area && area.en !== district?.en ? `${area.en}, ${district?.en ?? ''}` : (district?.en ?? '');
  return `${street}, ${place}${a.postcode ? ` ${a.postcode}` : ''}`;
}

/** The stored form of a checked input. */
export function toDeliveryAddress(a: AddressInput): DeliveryAddress {
  return { ...a, divisionId: districtById(a.districtId)?.divisionId ?? '', line: addressLine(a) };
}

/** One entry of a buyer's address book, as GET /api/addresses lists it. */
export const SavedAddressSchema = z.object({
  id: z.string(),
  isDefault: z.boolean(),
  recipientName: z.string(),
  phone: z.string(),
  divisionId: z.string(),
  districtId: z.string(),
  areaId: z.string(),
  street: z.string(),
  landmark: z.string(),
  postcode: z.string(),
  line: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;
export const SavedAddressListSchema = z.array(SavedAddressSchema);
