import { get, invalid, json, post, readBody, requireFields, type RouteContext } from '../http';
import { serverDate } from '../seed/clock';
import { blogs } from '../seed/blogs';
import { contactMessages, pages } from '../seed/pages';
import { latestTradeProducts } from './trade';

const HOME_PRODUCTS = 8;
const HOME_BLOGS = 3;

const FIRST_NAME_LENGTH = { min: 2, max: 50 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function front(context: RouteContext) {
  const latestBlogs = blogs
    .all()
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, HOME_BLOGS)
    .map(({ id, title, writer, image, created_at }) => ({ id, title, writer, image, created_at }));
  return json(context, { products: latestTradeProducts(HOME_PRODUCTS), blogs: latestBlogs });
}

/**
 * POST /contact-us: the spec shows the form but not its call; this one is ours. It validates as
 * the form does (all fields required, first name 2 to 50 characters, mobile digits only).
 */
async function contactUs(context: RouteContext) {
  const body = await readBody(context.request);
  const errors = requireFields(body, {
    first_name: 'first name',
    last_name: 'last name',
    mobile: 'mobile',
    email: 'email',
    message: 'message',
  });
  const firstName = (body.first_name ?? '').trim();
  if (
    !errors.first_name &&
    (firstName.length < FIRST_NAME_LENGTH.min || firstName.length > FIRST_NAME_LENGTH.max)
  ) {
    errors.first_name = [
      `The first name must be between ${FIRST_NAME_LENGTH.min} and ${FIRST_NAME_LENGTH.max} characters.`,
    ];
  }
  if (!errors.mobile && !/^\d+$/.test(body.mobile ?? ''))
    errors.mobile = ['The mobile must contain digits only.'];
  if (!errors.email && !EMAIL.test(body.email ?? ''))
    errors.email = ['The email must be a valid email address.'];
  if (Object.keys(errors).length > 0)
    return invalid(context, 'Please correct the highlighted fields.', errors);

  contactMessages.insert({
    first_name: firstName,
    last_name: (body.last_name ?? '').trim(),
    mobile: body.mobile ?? '',
    email: (body.email ?? '').trim(),
    message: (body.message ?? '').trim(),
    created_at: serverDate(),
  });
  return json(context, { error: 0, msg: 'Thank you for contacting us. We will get back to you shortly.' });
}

const page = () => pages.all()[0];

export const pageHandlers = [
  get('/front', front),
  get('/about-us', (context) => json(context, { aboutUs: { about_us: page()?.about_us ?? '' } })),
  get('/privacy-policy', (context) =>
    json(context, { privacyPolicy: { privacy_policy: page()?.privacy_policy ?? '' } }),
  ),
  post('/contact-us', contactUs),
];
