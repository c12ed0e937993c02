import { HOME_TEXT } from '@store/shared/messages/home';

export function TeamSection() {
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="team-heading" className="text-3xl font-bold">
        {HOME_TEXT.teamHeading}
      </h2>
      <p className="mt-2 mb-8 max-w-prose">{HOME_TEXT.teamIntro}</p>
      <ul className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {HOME_TEXT.team.map((member) => (
          <li key={member.name} className="text-center">
            <img
              src={member.img}
              alt={HOME_TEXT.teamPhotoAlt(member.name)}
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
