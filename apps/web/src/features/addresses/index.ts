// What other features use of the address book: checkout's chooser.
export { AddressChooser } from './components/address-chooser.tsx';
