import { AltSection } from '@/components/alt-section/alt-section';
import { HeroSlider } from '@/components/hero-slider/hero-slider';
import { JsonLd } from '@/components/json-ld/json-ld';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { getHome } from '@/lib/content/home';
import { getPageContent } from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
import { getVideo } from '@/lib/content/videos';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import { schoolStructuredData } from '@/lib/structured-data';
import styles from './home.module.css';
import split from './split.module.css';
import videoStyles from './video.module.css';
import { Welcome } from './welcome';

export const metadata = pageMetadata('/');

/** Rounds the school's age down to a multiple of five, so the claim stays true all year: "over 30 years". */
function yearsClaim(established: number): number {
  return Math.floor((new Date().getFullYear() - established) / 5) * 5;
}

export default async function HomePage() {
  const site = getSite();
  const home = getHome();
  const welcome = await getPageContent('home');
  const toppers = getVideo(home.toppersVideo.video);
  return (
    <>
      {/* On a phone the school's name (the h1) shows above the slider, both in the first screen (issue 37). */}
      <div className={styles.opening}>
        <HeroSlider slider={home.slider} />
        <JsonLd data={schoolStructuredData(site)} />

        <Welcome
          eyebrow={`${site.affiliation.board} · ${site.affiliation.medium} medium · Est. ${site.established}`}
          welcome={welcome}
          apply={{ href: '/onlineadmission', label: 'Apply online' }}
          download={{ href: site.applicationFormPdf, label: 'Download the application form' }}
        >
          {/* CBSE asks for the Mandatory Public Disclosure to be linked from the home page. */}
          <p className={styles.disclosure}>
            <a href="/mandatory-disclosure">Mandatory Public Disclosure (CBSE)</a>
            <span aria-hidden="true"> · </span>
            <a href="/fees">Fee structure in English and Marathi</a>
          </p>
        </Welcome>
      </div>

      <AltSection labelledBy="highlights-heading">
        <h2 id="highlights-heading">{home.highlights.heading}</h2>
        <ul className={styles.highlights}>
          {home.highlights.items.map((item) => (
            <li key={item.title} className={styles.card}>
              <ResponsiveImage image={getImage(item.image)} alt={item.alt} sizes="(max-width: 599px) 92vw, (max-width: 1023px) 46vw, 285px" />
              <div className={styles.cardBody}>
                <h3>
                  <a href={item.href}>{item.title}</a>
                </h3>
                <p>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </AltSection>

      <section className={`section container ${split.split}`} aria-labelledby="history-heading">
        <ResponsiveImage image={getImage(home.history.image)} alt={home.history.alt} sizes="(max-width: 799px) 92vw, 580px" className={split.rounded} />
        <div>
          <p className={styles.badge}>
            Established {site.established} · Over {yearsClaim(site.established)} years
          </p>
          <h2 id="history-heading">{home.history.heading}</h2>
          <p>{home.history.text}</p>
          <a className="button button-secondary" href={home.history.link.href}>
            {home.history.link.label}
          </a>
        </div>
      </section>

      <AltSection labelledBy="faculty-heading">
        <h2 id="faculty-heading">{home.faculty.heading}</h2>
        <p className={styles.narrow}>{home.faculty.text}</p>
        <dl className={styles.stats}>
          {home.faculty.stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <a className="button" href={home.faculty.link.href}>
          {home.faculty.link.label}
        </a>
      </AltSection>

      <section className="section container" aria-labelledby="messages-heading">
        <h2 id="messages-heading">Messages from our leaders</h2>
        <div className={styles.messages}>
          {home.messages.map((message) => (
            <article key={message.name} className={styles.message}>
              <ResponsiveImage image={getImage(message.image)} alt={message.alt} sizes="160px" className={styles.portrait} />
              <div>
                <h3>{message.role}</h3>
                {message.text.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                <p className={styles.signature}>
                  <strong>{message.name}</strong>
                  <br />
                  {message.title}
                </p>
              </div>
            </article>
          ))}
        </div>
      </section>

      <AltSection labelledBy="toppers-heading" className={split.split}>
        <div>
          <h2 id="toppers-heading">{home.toppersVideo.heading}</h2>
          <p>{home.toppersVideo.text}</p>
        </div>
        {/* Nothing plays by itself: the visitor starts the video, and no bytes load until then. */}
        {/* Silent (content/videos.yml: videos have no sound track), so nothing to caption; the text beside it says what it shows. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video className={videoStyles.video} controls preload="none" poster={toppers.poster} aria-label={toppers.label} width={854} height={480} playsInline>
          {toppers.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      </AltSection>

      <section className="section container" aria-labelledby="why-heading">
        <h2 id="why-heading">{home.whyChoose.heading}</h2>
        <ul className={styles.reasons}>
          {home.whyChoose.items.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
