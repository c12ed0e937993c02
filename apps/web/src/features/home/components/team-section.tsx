import { useTexts } from '../../../lib/i18n.tsx';

export function TeamSection() {
  const { HOME_TEXT } = useTexts('home');
  const team = [
    { name: HOME_TEXT.team0Name, role: HOME_TEXT.team0Role, img: '/images/team/mahmud.svg' },
    { name: HOME_TEXT.team1Name, role: HOME_TEXT.team1Role, img: '/images/team/ayesha.svg' },
    { name: HOME_TEXT.team2Name, role: HOME_TEXT.team2Role, img: '/images/team/kamrul.svg' },
    { name: HOME_TEXT.team3Name, role: HOME_TEXT.team3Role, img: '/images/team/nadia.svg' },
  ];
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
