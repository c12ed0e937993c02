// The payment page in test mode: which cards to type and what each one does.
import { useTexts } from '../../../lib/i18n.tsx';

/** Stripe's test numbers and what each does (TEST_MODE_TEXT); the sandbox answers them as Stripe does. */
const TEST_CARDS = [
  ['4242 4242 4242 4242', 'cards0Outcome'],
  ['4000 0000 0000 0002', 'cards1Outcome'],
  ['4000 0000 0000 9995', 'cards2Outcome'],
  ['4000 0000 0000 0069', 'cards3Outcome'],
  ['4000 0000 0000 0127', 'cards4Outcome'],
] as const;

export function TestCards() {
  const { TEST_MODE_TEXT } = useTexts('test-mode');
  return (
    <section
      aria-labelledby="test-cards-heading"
      className="rounded-box border border-warning/60 bg-warning/10 p-3 text-sm"
    >
      <h2 id="test-cards-heading" className="font-semibold">
        {TEST_MODE_TEXT.cardsHeading}
      </h2>
      <p className="mt-1">{TEST_MODE_TEXT.cardsIntro}</p>
      <table className="mt-2 w-full text-left">
        <thead>
          <tr>
            <th scope="col" className="pr-2 font-medium">
              {TEST_MODE_TEXT.cardNumber}
            </th>
            <th scope="col" className="font-medium">
              {TEST_MODE_TEXT.outcome}
            </th>
          </tr>
        </thead>
        <tbody>
          {TEST_CARDS.map(([number, outcome]) => (
            <tr key={number}>
              <td className="whitespace-nowrap pr-2 font-mono" translate="no">
                {number}
              </td>
              <td>{TEST_MODE_TEXT[outcome]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
