import { describe, expect, it } from 'vitest';
import { type ResultPageInput, renderResultPage } from './result-page';

/** What a visitor reads on the page: the heading, the paragraphs, the listed session and errors, the link. */
interface ReadPage {
  heading: string | undefined;
  /** Everything between the heading and the link back, as sent. */
  body: string;
  paragraphs: string[];
  details: [string, string][];
  errors: string[];
  link: { href: string; label: string } | undefined;
  title: string | undefined;
}

function read(page: string): ReadPage {
  const main = /<main>([\s\S]*)<\/main>/.exec(page)?.[1] ?? '';
  const link = /<p><a class="button" href="([^"]*)">([^<]*)<\/a><\/p>/.exec(main);
  const body = link ? main.replace(link[0], '') : main;
  return {
    heading: /<h1>([\s\S]*?)<\/h1>/.exec(main)?.[1],
    body: body.replace(/^[\s\S]*?<\/h1>/, '').trim(),
    paragraphs: [...body.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => match[1]!),
    details: [...body.matchAll(/<dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/g)].map((match) => [match[1]!, match[2]!]),
    errors: [...body.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1]!),
    link: link ? { href: link[1]!, label: link[2]! } : undefined,
    title: /<title>([\s\S]*?)<\/title>/.exec(page)?.[1],
  };
}

async function pageFor(input: Partial<ResultPageInput> & Pick<ResultPageInput, 'kind' | 'status'>): Promise<ReadPage> {
  return read(await renderResultPage({ answer: {}, returnTo: '/contact', ...input }));
}

const BACK_TO_FORM = { href: '/contact', label: 'Back to the form' };
const BACK_TO_SITE = { href: '/contact', label: 'Back to the site' };

describe('the result page of a stored lead', () => {
  it("shows the kind's success heading, the site's name in the title and a link back to the site", async () => {
    const page = await pageFor({ kind: 'contact', status: 201, answer: { message: 'ignored for a contact lead' } });
    expect(page.heading).toBe('Thank you! Your message has been sent. We&#39;ll get back to you within 24 hours.');
    expect(page.title).toBe('Thank you! Your message has been sent. We&#39;ll get back to you within 24 hours. | Kestrel Web Studio');
    expect(page.body).toBe('');
    expect(page.link).toEqual(BACK_TO_SITE);
  });

  it('takes every 2xx status as stored, and 300 as not', async () => {
    expect((await pageFor({ kind: 'quote', status: 200 })).heading).toBe(
      'Thank you for your request! We&#39;ll prepare a custom proposal and contact you within 24 hours.',
    );
    expect((await pageFor({ kind: 'quote', status: 299 })).link).toEqual(BACK_TO_SITE);
    const redirect = await pageFor({ kind: 'quote', status: 300, answer: { message: 'Moved' } });
    expect(redirect.heading).toBe('Please check the form');
    expect(redirect.paragraphs).toEqual(['Moved']);
    expect(redirect.link).toEqual(BACK_TO_FORM);
  });

  it("heads a newsletter sign-up with the server's own answer, and with the saved-without-mail sentence when it gave none", async () => {
    const mailed = await pageFor({ kind: 'newsletter', status: 200, answer: { message: 'Almost there! Check your email to confirm your subscription' } });
    expect(mailed.heading).toBe('Almost there! Check your email to confirm your subscription');
    const silent = await pageFor({ kind: 'newsletter', status: 200 });
    expect(silent.heading).toBe('Thanks! Your sign-up is saved, but we can&#39;t send e-mail right now, so no confirmation message is on its way.');
  });

  it("adds the founder's sentence under the heading", async () => {
    const page = await pageFor({ kind: 'founder', status: 200 });
    expect(page.heading).toBe('Message sent successfully!');
    expect(page.paragraphs).toEqual(['The founder will review your message and respond shortly.']);
  });
});

describe("a booking's result", () => {
  const fields = { consultationType: ' Strategy call ', date: '2099-03-02', time: '10:00', email: 'ana@example.com' };

  it('lists the session booked, with a readable date and the studio time zone', async () => {
    const page = await pageFor({ kind: 'booking', status: 200, fields });
    expect(page.heading).toBe('Booking Confirmed!');
    expect(page.details).toEqual([
      ['Consultation', 'Strategy call'],
      ['Date', 'Monday, March 2, 2099'],
      ['Time', '10:00, New York time (ET)'],
    ]);
  });

  it('lists only what was sent, and nothing when nothing usable was', async () => {
    expect((await pageFor({ kind: 'booking', status: 200, fields: { date: '2099-03-02' } })).details).toEqual([['Date', 'Monday, March 2, 2099']]);
    expect((await pageFor({ kind: 'booking', status: 200, fields: { time: '09:30' } })).details).toEqual([['Time', '09:30, New York time (ET)']]);
    expect((await pageFor({ kind: 'booking', status: 200, fields: { consultationType: 'Audit' } })).details).toEqual([['Consultation', 'Audit']]);
    for (const empty of [undefined, {}, { consultationType: '   ', date: ' ', time: '' }, { consultationType: 3, date: ['2099-03-02'] }]) {
      expect((await pageFor({ kind: 'booking', status: 200, fields: empty })).body, JSON.stringify(empty)).toBe('');
    }
  });

  it('shows a date it cannot read as it came', async () => {
    const page = await pageFor({ kind: 'booking', status: 200, fields: { date: 'next Tuesday' } });
    expect(page.details).toEqual([['Date', 'next Tuesday']]);
  });

  it('is the only kind that lists a session', async () => {
    expect((await pageFor({ kind: 'contact', status: 200, fields })).body).toBe('');
    expect((await pageFor({ kind: 'contact', status: 409, answer: { code: 'slot-taken', message: 'Taken' }, fields })).body).toBe('<p>Taken</p>');
  });

  it('says when the slot was taken, with the server’s word and the slot asked for', async () => {
    const page = await pageFor({
      kind: 'booking',
      status: 409,
      answer: { code: 'slot-taken', message: 'Please choose another time.' },
      fields,
    });
    expect(page.heading).toBe('This time is already booked');
    expect(page.paragraphs).toEqual(['Please choose another time.']);
    expect(page.details).toHaveLength(3);
    expect(page.link).toEqual(BACK_TO_FORM);
  });
});

describe('a refused form', () => {
  it('lists each field error under the field’s label, whole-field for a nested path, bare for an unknown field', async () => {
    const page = await pageFor({
      kind: 'quote',
      status: 400,
      answer: { message: 'Invalid', errors: { email: 'Enter a valid email', 'features.0': 'Unknown feature', extra: 'Not expected' } },
    });
    expect(page.heading).toBe('Please fill in all required fields');
    expect(page.errors).toEqual([
      '<strong>Email address</strong>: Enter a valid email',
      '<strong>Must-have features</strong>: Unknown feature',
      'Not expected',
    ]);
    expect(page.paragraphs).toEqual(['Use your browser&#39;s Back button to correct the form without typing it again.']);
    expect(page.link).toEqual(BACK_TO_FORM);
  });

  it('shows the message of a 400 without field errors, and no empty paragraph without one', async () => {
    const page = await pageFor({ kind: 'contact', status: 400, answer: { message: 'Malformed JSON' } });
    expect(page.heading).toBe('Please check the form');
    expect(page.paragraphs).toEqual(['Malformed JSON']);
    expect(page.link).toEqual(BACK_TO_FORM);
    expect((await pageFor({ kind: 'contact', status: 400, answer: { errors: {} } })).body).toBe('');
  });

  it.each([
    [403, {}, 'Form not accepted', 'This form can only be sent from our own website. Please open the form on our site and send it there.'],
    [409, {}, 'Still sending', 'Your form is still being sent. Please wait a moment, then reload this page.'],
    [409, { code: 'other' }, 'Still sending', 'Your form is still being sent. Please wait a moment, then reload this page.'],
    [413, {}, 'Your message is too long', 'The form is too large to send. Please shorten your message and try again.'],
    [422, {}, 'This form was already sent', 'This form was already sent with different details. Please reload the form page and send it again.'],
    [500, {}, 'Something went wrong', 'Something went wrong on our side and your form was not saved. Please go back and try again in a moment.'],
    [503, {}, 'Something went wrong', 'Something went wrong on our side and your form was not saved. Please go back and try again in a moment.'],
  ] as const)('answers %i with its own heading and sentence', async (status, answer, heading, text) => {
    const page = await pageFor({ kind: 'booking', status, answer: { ...answer, message: 'not shown' } });
    expect(page.heading).toBe(heading);
    expect(page.paragraphs).toEqual([text.replace("'", '&#39;')]);
    expect(page.link).toEqual(BACK_TO_FORM);
  });

  it('counts the wait of a rate-limited form in seconds, a minute when the server gave none', async () => {
    const one = await pageFor({ kind: 'contact', status: 429, retryAfterSeconds: 1 });
    expect(one.heading).toBe('Please wait a moment');
    expect(one.paragraphs).toEqual(['You have sent several forms in a short time. Please try again in 1 second.']);
    expect(one.link).toEqual(BACK_TO_FORM);
    const unknown = await pageFor({ kind: 'contact', status: 429 });
    expect(unknown.paragraphs).toEqual(['You have sent several forms in a short time. Please try again in 60 seconds.']);
  });

  it('shows any other client error as a problem with the form, with its message', async () => {
    const page = await pageFor({ kind: 'contact', status: 499, answer: { message: 'Client closed request' } });
    expect(page.heading).toBe('Please check the form');
    expect(page.paragraphs).toEqual(['Client closed request']);
    expect(page.link).toEqual(BACK_TO_FORM);
  });
});
