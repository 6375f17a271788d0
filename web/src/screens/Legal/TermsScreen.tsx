import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';
import { CONTACT_EMAIL, MINIMUM_AGE, REFERRAL_BONUS, REFERRAL_BONUSES_PER_DAY } from './legalFacts';
import { LegalPage } from './LegalPage';
import { LegalSection } from './LegalSection';

/** /terms: the rules of the community, in plain words. */
export function TermsScreen() {
  return (
    <LegalPage
      title="Terms of Service"
      showEffectiveDate
      lead={`These terms are the agreement between you and ${PRODUCT_NAME}. By creating an account or using ${PRODUCT_NAME}, you accept them. Please read them; they are short on purpose.`}
    >
      <LegalSection title="1. Who can join">
        <p>
          You must be <strong>{MINIMUM_AGE} years of age or older</strong> to create an account or use {PRODUCT_NAME}.
          By signing up you confirm that you are. {PRODUCT_NAME} is built for dads, future dads, surprise dads and
          friends of dads, but anyone who is {MINIMUM_AGE} or older and respects these terms is welcome.
        </p>
        <p>
          You are responsible for your account: give accurate information, keep your password to yourself, and tell us
          if you think someone else has used your account. One person, one account.
        </p>
      </LegalSection>

      <LegalSection title="2. Acceptable use">
        <p>{PRODUCT_NAME} works because members treat each other well. When you use it, you agree not to:</p>
        <ul>
          <li>Post harmful, harassing, hateful, threatening or illegal content, or encourage others to.</li>
          <li>Send spam, run scams or phishing, or impersonate another person, member or organisation.</li>
          <li>
            Use {PRODUCT_NAME} for commercial solicitation: no unsolicited advertising, sales pitches, pyramid schemes
            or recruiting for paid programmes. Sharing your professional background in Networking and Channels is fine.
          </li>
          <li>
            Share anyone's private information (addresses, phone numbers, photos of their children) without consent.
          </li>
          <li>
            Interfere with the service: no scraping, automated accounts, probing for weaknesses or overloading it.
          </li>
          <li>Misuse the community alert (panic) button or report content in bad faith.</li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Family-friendly content">
        <p>
          {PRODUCT_NAME} is a family-friendly community. Keep posts, comments, messages and images suitable for
          everyone. Images that our checks judge to be adult content are <strong>blocked automatically</strong> and are
          not published. Repeated attempts to post such material may lead to suspension.
        </p>
      </LegalSection>

      <LegalSection title="4. Your content">
        <p>
          You keep ownership of everything you post: text, photos, questions, answers, polls and messages. To run the
          service, you grant {PRODUCT_NAME} a worldwide, non-exclusive, royalty-free licence to host, store, copy,
          resize, display and share that content with the people you chose to share it with. This licence ends when you
          delete the content or your account, except where others have already re-shared it or where we must keep it by
          law.
        </p>
        <p>
          Only post content you have the right to share. You are responsible for what you post, and we may remove
          content that breaks these terms.
        </p>
      </LegalSection>

      <LegalSection title="5. Dad Score and referrals">
        <p>
          Members earn a Dad Score for taking part. When someone joins {PRODUCT_NAME} with your personal referral link,
          you receive a bonus of <strong>+{REFERRAL_BONUS} Dad Score</strong> once they have completed their profile (at
          most {REFERRAL_BONUSES_PER_DAY} bonuses a day). Dad Score has no cash value, cannot be transferred or sold,
          and may be adjusted if it was earned through fake accounts, spam invitations or other abuse of the programme.
          Only invite people who would welcome hearing from you.
        </p>
      </LegalSection>

      <LegalSection title="6. Suspension and termination">
        <p>
          You may stop using {PRODUCT_NAME} and ask us to delete your account at any time. We may warn, suspend or close
          an account, and remove its content, if it breaks these terms, puts other members at risk or exposes{' '}
          {PRODUCT_NAME} to legal harm. Where it is safe and lawful, we will tell you why.
        </p>
      </LegalSection>

      <LegalSection title="7. Disclaimers">
        <p>
          {PRODUCT_NAME} is provided "as is". Advice shared by members, in Ask a Dad or anywhere else, is the opinion of
          fellow dads, not professional medical, legal, financial or safety advice. In an emergency, contact your local
          emergency services. Events are organised by members; use good judgement when meeting people in person.
        </p>
        <p>
          To the fullest extent the law allows, {PRODUCT_NAME} is not liable for indirect or consequential losses, or
          for what members post, say or do on or off the service.
        </p>
      </LegalSection>

      <LegalSection title="8. Changes to these terms">
        <p>
          We may update these terms as {PRODUCT_NAME} grows. When we make a material change we will update the effective
          date above and let members know in the app before it applies. Continuing to use {PRODUCT_NAME} after that
          means you accept the updated terms.
        </p>
      </LegalSection>

      <LegalSection title="9. Contact">
        <p>
          Questions about these terms? Write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. How we
          handle your information is explained in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export default TermsScreen;
