// A saved address as the API answers it, for the address book's and the chooser's tests.
import { addressLine, type SavedAddress } from '@store/shared/schemas/addresses';

export function aSavedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  const address = {
    id: 'a-1',
    isDefault: false,
    recipientName: 'Rahima Begum',
    phone: '+8801711000000',
    divisionId: 'dhaka',
    districtId: 'dhaka',
    areaId: 'dhaka/dhanmondi',
    street: 'House 12, Road 5',
    landmark: 'the mosque',
    postcode: '1205',
    ...overrides,
  };
  return { ...address, line: addressLine(address) };
}
