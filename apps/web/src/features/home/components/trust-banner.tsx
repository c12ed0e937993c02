import { useTexts } from '../../../lib/i18n.tsx';

export function TrustBanner() {
  const { HOME_TEXT } = useTexts('home');
  const figures = ([0, 1, 2, 3] as const).map((i) => ({
    value: HOME_TEXT[`trustFigures${i}Value`],
    label: HOME_TEXT[`trustFigures${i}Label`],
  }));
  return (
    <section aria-labelledby="trust-heading" className="bg-neutral text-neutral-content">
      <div className="mx-auto max-w-6xl px-4 py-14 text-center">
        <h2 id="trust-heading" className="text-3xl font-bold">
          {HOME_TEXT.trustHeading}
        </h2>
        <p className="mx-auto mt-2 max-w-prose">{HOME_TEXT.trustIntro}</p>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse gap-1">
              <dt>{figure.label}</dt>
              <dd className="text-4xl font-extrabold text-secondary">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
