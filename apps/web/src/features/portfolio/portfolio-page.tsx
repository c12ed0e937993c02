// /myprotfolio (the spec's spelling): a developer's bio, skill bars (spec §9) and three projects,
// in the page's language.
import { PORTFOLIO_SKILLS } from '@store/shared/constants';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-title.ts';
import { localeContent } from '../../lib/lazy-load.ts';
import type * as English from './portfolio-content.ts';

/** The bio and projects in the page's language: one module per language, only the page's fetched. */
export const usePortfolioContent = localeContent<Pick<typeof English, 'BIO' | 'PROJECTS'>>({
  en: () => import('./portfolio-content.ts'),
  bn: () => import('./portfolio-content.bn.ts'),
});

export function PortfolioPage() {
  const { PORTFOLIO_TEXT } = useTexts('pages');
  const { PAGE_DESCRIPTIONS } = useTexts('seo');
  const { number } = useFormat();
  const { BIO: bio, PROJECTS: projects } = usePortfolioContent();
  usePageHead({
    title: PORTFOLIO_TEXT.heading,
    description: PAGE_DESCRIPTIONS.portfolio,
    canonicalPath: '/myprotfolio',
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{PORTFOLIO_TEXT.heading}</h1>

      <section aria-labelledby="about-heading" className="mt-8 grid items-start gap-8 md:grid-cols-[auto_1fr]">
        <img
          src="/images/portfolio/developer.svg"
          alt={PORTFOLIO_TEXT.photoAlt}
          width={200}
          height={200}
          fetchPriority="high"
          className="size-40 rounded-full bg-base-200 md:size-48"
        />
        <div>
          <h2 id="about-heading" className="text-2xl font-bold">
            {PORTFOLIO_TEXT.aboutHeading}
          </h2>
          <p className="mt-1 text-lg font-semibold">
            {PORTFOLIO_TEXT.name}, {PORTFOLIO_TEXT.role}
          </p>
          <div className="mt-4 max-w-prose space-y-3 leading-relaxed">
            {bio.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="skills-heading" className="mt-12 max-w-2xl">
        <h2 id="skills-heading" className="text-2xl font-bold">
          {PORTFOLIO_TEXT.skillsHeading}
        </h2>
        <ul className="mt-6 space-y-5">
          {PORTFOLIO_SKILLS.map((skill) => {
            const id = `skill-${skill.name.toLowerCase()}`;
            return (
              <li key={skill.name}>
                <div className="mb-1 flex justify-between font-semibold">
                  {/* The names of languages and libraries are written as they are. */}
                  <label htmlFor={id} translate="no">
                    {skill.name}
                  </label>
                  <span aria-hidden="true">{number(skill.percent)}%</span>
                </div>
                <progress id={id} className="progress progress-primary h-3 w-full" value={skill.percent} max={100}>
                  {number(skill.percent)}%
                </progress>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="projects-heading" className="mt-12">
        <h2 id="projects-heading" className="text-2xl font-bold">
          {PORTFOLIO_TEXT.projectsHeading}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {projects.map((project) => (
            <li key={project.title}>
              <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
                <figure className="bg-base-200">
                  <img
                    src={project.image}
                    alt={PORTFOLIO_TEXT.projectImageAlt({ title: project.title })}
                    width={400}
                    height={250}
                    loading="lazy"
                    decoding="async"
                    className="h-auto w-full"
                  />
                </figure>
                <div className="card-body">
                  <h3 className="card-title">{project.title}</h3>
                  <p>{project.description}</p>
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label={PORTFOLIO_TEXT.builtWith} translate="no">
                    {project.tech.map((tech) => (
                      <li key={tech} className="rounded-full bg-base-200 px-3 py-1 text-sm">
                        {tech}
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
