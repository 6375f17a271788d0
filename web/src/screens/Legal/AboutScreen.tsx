import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';
import { CONTACT_EMAIL } from './legalFacts';
import { LegalPage } from './LegalPage';
import { LegalSection } from './LegalSection';

/** /about: the story, mission and vision, and what members can do. */
export function AboutScreen() {
  return (
    <LegalPage
      title={`About ${PRODUCT_NAME}`}
      lead="A place where dads meet, talk and help each other, because nobody should have to figure out fatherhood alone."
    >
      <LegalSection title="Our story">
        <p>
          {PRODUCT_NAME} started with a simple observation: dads talk. On the sidelines of Saturday games, at the grill,
          in the school pick-up line. They swap advice on car seats and careers, laugh at each other's jokes and quietly
          help when life gets hard. But those conversations were scattered, and plenty of dads, especially new ones, had
          nobody to have them with.
        </p>
        <p>
          So we built a home for them. {PRODUCT_NAME} is for dads, future dads, surprise dads, friends of dads, and yes,
          people who just really love lawn care.
        </p>
      </LegalSection>

      <LegalSection title="Our mission">
        <p>
          To make sure every dad has a crew: people to learn from, lean on and celebrate with. We do that by making it
          easy to find dads nearby and around the world, to ask honest questions without judgement, and to turn online
          conversations into real-life friendships.
        </p>
      </LegalSection>

      <LegalSection title="Our vision">
        <p>
          A world where fatherhood is a team sport. Where the dad up at 3 a.m. with a newborn knows a hundred others are
          awake too, where hard-won wisdom gets passed on instead of lost, and where being an involved, present dad is
          something to be proud of and supported in.
        </p>
      </LegalSection>

      <LegalSection title="What you can do here">
        <ul>
          <li>
            <strong>Join local and global groups and teams</strong> around where you live, what you love and the stage
            of fatherhood you are in.
          </li>
          <li>
            <strong>Plan events</strong>, in person or virtual: cookouts, game nights, park meetups and more.
          </li>
          <li>
            <strong>Share on your Dadfeed</strong>: wins, fails, photos, polls and the occasional dad joke.
          </li>
          <li>
            <strong>Ask a Dad</strong>: a crowd-sourced knowledge base of advice from dads who have been there.
          </li>
          <li>
            <strong>Network</strong> with other dads for friendship, mentoring and career contacts, and follow
            professional channels.
          </li>
          <li>
            <strong>Message</strong> dads one to one or in group chats, and take part in the community forum.
          </li>
          <li>
            <strong>Earn Dad Score</strong> as you take part, with a bonus for every friend you bring along.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="What we stand for">
        <p>
          {PRODUCT_NAME} is family-friendly and built on respect. We keep it that way with clear{' '}
          <Link to="/terms">Terms of Service</Link>, privacy controls you are in charge of (see our{' '}
          <Link to="/privacy">Privacy Policy</Link>), and a community that looks out for each other.
        </p>
      </LegalSection>

      <LegalSection title="Get in touch">
        <p>
          Ideas, questions or a great dad joke? Write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export default AboutScreen;
