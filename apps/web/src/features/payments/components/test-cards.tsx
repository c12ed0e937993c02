// The payment page in test mode: which cards to type and what each one does.
import { TEST_MODE_TEXT } from '@store/shared/messages/test-mode';

export function TestCards() {
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
          {TEST_MODE_TEXT.cards.map((card) => (
            <tr key={card.number}>
              <td className="whitespace-nowrap pr-2 font-mono">{card.number}</td>
              <td>{card.outcome}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
