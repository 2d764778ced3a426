import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Button } from '../Button';
import { Link, mailtoHref, telHref } from '../Link';
import { MissingValue } from '../SpecTable';
import { parseIndianMobile } from './indianMobile';
import * as styles from './ContactReveal.css';

export interface ContactRevealProps {
  /** The mobile number as the server sent it; a tel: link when it is a plain number, "—" when missing. */
  mobile?: string | null;
  /**
   * The e-mail address as the server sent it; a mailto: link when it is a plain address, "—" when missing.
   */
  email?: string | null;
  /** Whose contact this is (seller, company, candidate); names the revealed details. */
  name?: string | null;
  /**
   * The button text: "View Contact Info" by default; detail screens also say "View Contact Details".
   * @default 'View Contact Info'
   */
  label?: string;
  /** Called once, when the details are revealed (e.g. to record a lead). */
  onReveal?: () => void;
}

/**
 * A listing's contact (seller, company, candidate) behind a "View Contact Info" button: the details stay
 * hidden until the button is pressed. Revealing is one-way per screen (the spec): the button goes away and
 * focus moves to the details, so keyboard and screen reader users land on them. An Indian mobile number also
 * gets Call and WhatsApp links, the two ways traders follow up a listing.
 *
 * A number counts as an Indian mobile when it has 10 digits, the first 6 to 9, after an optional +91, 91 or 0
 * (`parseIndianMobile`).
 */
export function ContactReveal({
  mobile,
  email,
  name,
  label = 'View Contact Info',
  onReveal,
}: ContactRevealProps) {
  const [revealed, setRevealed] = useState(false);
  if (!revealed) {
    return (
      <Button
        variant="secondary"
        onPress={() => {
          setRevealed(true);
          onReveal?.();
        }}
      >
        {label}
      </Button>
    );
  }
  return <ContactDetails name={name} mobile={mobile} email={email} />;
}

export interface ContactDetailsProps {
  /** The mobile number as the server sent it; a tel: link when it is a plain number, "—" when missing. */
  mobile?: string | null;
  /**
   * The e-mail address as the server sent it; a mailto: link when it is a plain address, "—" when missing.
   */
  email?: string | null;
  /** Whose contact this is; the details are titled "Contact details of <name>". */
  name?: string | null;
  /**
   * Whether Call and WhatsApp come with the details; false where a bar of actions holds them (`CallLinks`).
   * @default true
   */
  callLinks?: boolean;
}

/**
 * Revealed contact details: who, mobile and email (each a link when it passed its check), and Call and WhatsApp
 * for an Indian mobile. They take the focus when they appear, so keyboard and screen reader users land on them.
 */
export function ContactDetails({ mobile, email, name, callLinks = true }: ContactDetailsProps) {
  const detailsRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => detailsRef.current?.focus(), []);
  const trimmedMobile = mobile?.trim();
  const trimmedEmail = email?.trim();
  return (
    <div ref={detailsRef} tabIndex={-1} role="group" aria-labelledby={headingId} className={styles.details}>
      <p id={headingId} className={styles.title}>
        {name ? `Contact details of ${name}` : 'Contact details'}
      </p>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt className={styles.term}>Mobile</dt>
          <dd className={styles.value}>
            {trimmedMobile ? (
              <ContactValue href={telHref(trimmedMobile)}>{trimmedMobile}</ContactValue>
            ) : (
              <MissingValue />
            )}
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.value}>
            {trimmedEmail ? (
              <ContactValue href={mailtoHref(trimmedEmail)}>{trimmedEmail}</ContactValue>
            ) : (
              <MissingValue />
            )}
          </dd>
        </div>
      </dl>
      {callLinks && <CallLinks mobile={mobile} />}
    </div>
  );
}

/** Call and WhatsApp for an Indian mobile number, the two ways traders follow up a listing; nothing otherwise. */
export function CallLinks({
  mobile,
}: {
  /** The mobile number as the server sent it; the links show only for an Indian mobile number. */
  mobile?: string | null;
}) {
  const indianMobile = mobile?.trim() ? parseIndianMobile(mobile.trim()) : null;
  if (!indianMobile) return null;
  return (
    <div className={styles.actions}>
      {/* The number is in each name: "Call +91 98765 43210" tells a screen reader user what is dialled. */}
      <Link href={indianMobile.callHref} asButton variant="secondary">
        Call<span className={visuallyHidden}> {indianMobile.display}</span>
      </Link>
      <Link href={indianMobile.whatsAppHref} asButton variant="secondary" external>
        WhatsApp<span className={visuallyHidden}> {indianMobile.display}</span>
      </Link>
    </div>
  );
}

/** A value the server sent is a link only when it passed its check (`safeHrefs.ts`); otherwise it is text. */
function ContactValue({ href, children }: { href: string | null; children: string }) {
  return href ? (
    <Link className={styles.link} href={href}>
      {children}
    </Link>
  ) : (
    <span className={styles.link}>{children}</span>
  );
}
