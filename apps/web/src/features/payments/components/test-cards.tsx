// The payment page in test mode: which cards to type and what each one does.
import { useTexts } from '../../../lib/i18n.tsx';

/** Stripe's test numbers (TEST_MODE_TEXT cardsNNumber / cardsNOutcome); the sandbox answers them as Stripe does. */
const TEST_CARDS = [0, 1, 2, 3, 4] as const;

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
          {TEST_CARDS.map((n) => (
            <tr key={n}>
              <td className="whitespace-nowrap pr-2 font-mono" translate="no">
                {TEST_MODE_TEXT[`cards${n}Number`]}
              </td>
              <td>{TEST_MODE_TEXT[`cards${n}Outcome`]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
