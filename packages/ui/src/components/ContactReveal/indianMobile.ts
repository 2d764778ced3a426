/**
 * An Indian mobile number: 10 digits, the first 6 to 9, after an optional +91, 91 or 0 (spaces and hyphens may
 * group them). Landlines, short codes and foreign numbers do not match.
 */
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

export interface IndianMobile {
  /** "+91 98765 43210", the way it is read out and shown next to Call and WhatsApp. */
  display: string;
  /** `tel:+919876543210` */
  callHref: string;
  /** `https://wa.me/919876543210`: WhatsApp's chat link takes the country code and number, digits only. */
  whatsAppHref: string;
}

/** The number's Call and WhatsApp links, or null when the value is not an Indian mobile number. */
export function parseIndianMobile(value: string): IndianMobile | null {
  const digits = INDIAN_MOBILE.exec(value.trim().replace(/[ -]/g, ''))?.[1];
  if (!digits) return null;
  return {
    display: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
    callHref: `tel:+91${digits}`,
    whatsAppHref: `https://wa.me/91${digits}`,
  };
}
