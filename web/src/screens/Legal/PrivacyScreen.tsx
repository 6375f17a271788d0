import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';
import { CONTACT_EMAIL, MINIMUM_AGE } from './legalFacts';
import { LegalPage } from './LegalPage';
import { LegalSection } from './LegalSection';

/** /privacy: what we collect, why, who sees it, and how to get it deleted. */
export function PrivacyScreen() {
  return (
    <LegalPage
      title="Privacy Policy"
      showEffectiveDate
      lead={`Your family is your business. This policy explains what ${PRODUCT_NAME} collects, why, who can see it, and the choices you have.`}
    >
      <LegalSection title="1. What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your e-mail address, username, name if you give it, and your password,
            which we store only as a secure one-way hash.
          </li>
          <li>
            <strong>Profile details you choose to add:</strong> dad type, location, bio, interests, family structure,
            number and ages of kids, sports teams, hobbies and a profile photo.
          </li>
          <li>
            <strong>What you create:</strong> posts, photos, comments, fist bumps, poll votes, questions and answers,
            groups, events, channels and messages.
          </li>
          <li>
            <strong>Activity needed to run the service:</strong> your connections, memberships, event sign-ups,
            notifications, invitations you send, and sign-in attempts (kept briefly to stop password guessing).
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="2. How we use it">
        <p>
          We use your information to run {PRODUCT_NAME}: to show your profile and posts, suggest dads, groups and events
          you may like, deliver messages and notifications, calculate your Dad Score, keep the community safe and
          family-friendly, and fix problems. <strong>We do not sell your personal information</strong>, and we do not
          show third-party advertising based on it.
        </p>
      </LegalSection>

      <LegalSection title="3. Your privacy controls">
        <p>
          You decide who sees the more personal parts of your profile. In <strong>Privacy Settings</strong> on your
          profile, each of your e-mail address, location, dad bod type, hairline and family structure has a{' '}
          <strong>Show on profile</strong> switch and, when shown, a <strong>Visible to</strong> level:
        </p>
        <ul>
          <li>
            <strong>Everyone:</strong> any signed-in member can see it.
          </li>
          <li>
            <strong>Connections Only:</strong> only dads you have connected with can see it.
          </li>
          <li>
            <strong>Private:</strong> only you can see it.
          </li>
        </ul>
        <p>
          Your e-mail address, dad bod type and hairline are hidden until you choose to show them. These choices are
          enforced on our servers, everywhere your profile appears, including search.
        </p>
      </LegalSection>

      <LegalSection title="4. E-mail invitations">
        <p>
          If you invite friends by e-mail, we use their addresses only to send that invitation with your referral link,
          and we keep a record of the invitation so that we can credit your referral and prevent spam. We do not add
          invited people to any mailing list.
        </p>
      </LegalSection>

      <LegalSection title="5. Cookies">
        <p>
          We use a <strong>single session cookie</strong> to keep you signed in. It holds a random token, and we store
          only a hash of it. It expires after 30 days without use, or when you log out. We use no advertising or
          third-party tracking cookies.
        </p>
      </LegalSection>

      <LegalSection title="6. Retention and deletion">
        <p>
          We keep your information for as long as your account is open. Content you delete is removed from the service.
          You can ask us to delete your account and personal information at any time by writing to us; we will do so
          promptly, except for what the law requires us to keep. Messages you sent to others may remain in their
          conversations without your name attached.
        </p>
      </LegalSection>

      <LegalSection title="7. Minimum age">
        <p>
          {PRODUCT_NAME} is only for adults aged {MINIMUM_AGE} or older. We do not knowingly collect information from
          anyone younger. If you believe someone under {MINIMUM_AGE} has an account, tell us and we will remove it.
          Please think twice before sharing details or photos of your children.
        </p>
      </LegalSection>

      <LegalSection title="8. Contact">
        <p>
          For privacy questions or deletion requests, write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
          The rules of the community are in our <Link to="/terms">Terms of Service</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export default PrivacyScreen;
