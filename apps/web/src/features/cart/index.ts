// What other features use of the cart: how a delivery quote reads.
export { DeliveryQuote } from './components/delivery-quote.tsx';
