// The payment page in test mode: which cards to type and what each one does.
import { useTexts } from '../../../lib/i18n.tsx';

/** Stripe's test numbers (TEST_MODE_TEXT cardsNNumber / cardsNOutcome); the sandbox answers them as Stripe does. */
const TEST_CARDS = [
  ['cards0Number', 'cards0Outcome'],
  ['cards1Number', 'cards1Outcome'],
  ['cards2Number', 'cards2Outcome'],
  ['cards3Number', 'cards3Outcome'],
  ['cards4Number', 'cards4Outcome'],
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
                {TEST_MODE_TEXT[number]}
              </td>
              <td>{TEST_MODE_TEXT[outcome]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
