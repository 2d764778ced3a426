import { useEffect } from 'react';
import { CONTACT_FIRST_NAME_LENGTH, submitContactForm } from '@plastihub/api-client';
import {
  Alert,
  Button,
  Card,
  Grid,
  Heading,
  Link,
  mailtoHref,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useMutation } from '../../../shared/data/useData';
import { digitsOnly, emailFormat, lengthBetween, required, useForm, type Rules } from '../../../shared/forms';
import { siteContacts } from '../../../shared/site/siteContacts';
import { defineMutation } from '../../../shared/data/definitions';

const contactUsSubmission = defineMutation('content.contactUs', submitContactForm);
const { email, phone, address } = siteContacts;
const contactMailto = email && mailtoHref(email);

type Values = { firstName: string; lastName: string; mobile: string; email: string; message: string };

const { min, max } = CONTACT_FIRST_NAME_LENGTH;
const rules: Rules<Values> = {
  firstName: [
    required('Please enter your first name.'),
    lengthBetween(min, max, `First name must be ${min} to ${max} characters.`),
  ],
  lastName: [required('Please enter your last name.')],
  mobile: [
    required('Please enter your mobile number.'),
    digitsOnly('Mobile number may contain digits only.'),
  ],
  email: [required('Please enter your email address.'), emailFormat('Please enter a valid email address.')],
  message: [required('Please enter your message.')],
};

const empty: Values = { firstName: '', lastName: '', mobile: '', email: '', message: '' };

/** /contact-us: how to reach PlastiHub, and a form that sends a message. */
export default function ContactUsScreen() {
  const contact = useMutation(contactUsSubmission);
  const form = useForm<Values>(empty, rules, contact.state);
  const sent = contact.state.status === 'succeeded';
  // Sent: the form starts over, empty and without messages.
  const { reset } = form;
  useEffect(() => {
    if (sent) reset();
  }, [sent, reset]);

  return (
    <Stack space="xl">
      <PageHeading
        title="Contact Us"
        description="Questions about buying, selling or listing on PlastiHub? Write to us."
      />
      <Grid minColumnWidth="280px" space="xl">
        <Card>
          <Stack space="md">
            <Heading level={2}>Reach us</Heading>
            {email && <Text>Email: {contactMailto ? <Link href={contactMailto}>{email}</Link> : email}</Text>}
            {phone && <Text>Phone: {phone}</Text>}
            {address && <Text>{address}</Text>}
          </Stack>
        </Card>
        <Card>
          <form
            noValidate
            aria-label="Contact form"
            onSubmit={form.handleSubmit((values) => contact.submit(values))}
          >
            <Stack space="lg">
              {contact.state.status === 'failed' && contact.state.message && (
                <Alert tone="critical">{contact.state.message}</Alert>
              )}
              {sent && (
                <Alert tone="success">
                  {contact.state.message ?? 'Thank you. We will get back to you soon.'}
                </Alert>
              )}
              <TextField label="First name" autoComplete="given-name" {...form.text('firstName')} />
              <TextField label="Last name" autoComplete="family-name" {...form.text('lastName')} />
              <TextField
                label="Mobile"
                type="tel"
                autoComplete="tel-national"
                digitsOnly
                maxLength={15}
                {...form.text('mobile')}
              />
              <TextField label="Email" {...form.email('email')} />
              <TextArea label="Message" {...form.text('message')} />
              <Button type="submit" pending={contact.state.status === 'submitting'}>
                Submit
              </Button>
            </Stack>
          </form>
        </Card>
      </Grid>
    </Stack>
  );
}
