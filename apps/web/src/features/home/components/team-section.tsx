import { useTexts } from '../../../lib/i18n.tsx';

const TEAM_PHOTOS = ['mahmud', 'ayesha', 'kamrul', 'nadia'] as const;

export function TeamSection() {
  const { HOME_TEXT } = useTexts('home');
  const team = ([0, 1, 2, 3] as const).map((i) => ({
    name: HOME_TEXT[`team${i}Name`],
    role: HOME_TEXT[`team${i}Role`],
    img: `/images/team/${TEAM_PHOTOS[i]}.svg`,
  }));
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="team-heading" className="text-3xl font-bold">
        {HOME_TEXT.teamHeading}
      </h2>
      <p className="mt-2 mb-8 max-w-prose">{HOME_TEXT.teamIntro}</p>
      <ul className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {team.map((member) => (
          <li key={member.img} className="text-center">
            <img
              src={member.img}
              alt={HOME_TEXT.teamPhotoAlt({ name: member.name })}
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className="mx-auto size-32 rounded-full bg-base-200 sm:size-40"
            />
            <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
            <p>{member.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
