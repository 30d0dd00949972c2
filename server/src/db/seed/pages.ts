type SeedPage = { slug: string; title: string; summary: string; body: string };

/** A body in the ContentPage format: blocks separated by blank lines, `## ` headings. */
const body = (...blocks: string[]) => blocks.join('\n\n');

const ABOUT: SeedPage = {
  slug: 'about',
  title: 'About Us',
  summary:
    'Brightline Software is a software development and consulting company that has designed, built and supported software for growing businesses since 2014.',
  body: body(
    'Brightline Software designs, builds and runs software for businesses that have outgrown off-the-shelf tools. For more than ten years we have helped companies turn ideas into dependable products, modernise the systems they rely on every day and make better decisions with their data.',
    '## Our story',
    'Brightline Software began in 2014, when a small group of engineers who had spent years inside large consultancies decided to work differently. We wanted to build software with our clients rather than for them: to explain our choices in plain language, to show working results every two weeks and to stay responsible for what we deliver long after launch.',
    'What started as a three-person team building web applications for local businesses has grown into a company of engineers, designers, data specialists and consultants. Over the years we have completed more than 100 projects for more than 50 clients, from start-ups shipping their first product to established organisations in retail, logistics, finance, healthcare and education. Many of those clients have worked with us for years, and most of our new work comes from their recommendations.',
    '## Our mission',
    'Our mission is to make technology a dependable advantage for the businesses we work with. That means choosing the simplest solution that fully solves the problem, building it to last, and leaving our clients in control of their software, their data and their future choices.',
    '## What we do',
    'We cover the whole life of a software product. Our consulting services help you decide what to build and how, and our designers turn research into interfaces and system designs that people find easy to use. Our engineers build custom software, websites, web applications and mobile apps for iOS and Android. Our data and machine learning specialists build the pipelines, dashboards and models that turn information into decisions, and our trainers help your own teams adopt new technologies and practices with confidence.',
    'Once a system is live we keep it running. Clients with a support agreement have round-the-clock monitoring and support, 24 hours a day, 7 days a week, with response times agreed in writing.',
    '## How we work',
    'Every engagement starts with listening. A short discovery phase clarifies your goals, your users and your constraints, and ends with a written scope, a plan and an estimate you can rely on. We then deliver in short iterations, each ending with a demonstration of working software, so you see progress early and can change direction while it is still cheap to do so.',
    'Quality is built in rather than inspected at the end. Code is reviewed and tested automatically, security is considered from the first design, and documentation is written as the system grows. When the project ends, the code, the documentation and the knowledge belong to you.',
    '## What we value',
    'We are honest about what is possible, what it will cost and what could go wrong. We keep our commitments and tell you early when something changes. We respect the people who will use the software we build, and we protect the data entrusted to us. And we never stop learning, because the technology our clients depend on never stops changing.',
    'If you are planning a new product, need to rescue or modernise an existing system, or simply want a second opinion, we would be glad to hear from you. Tell us about your project and we will come back to you within one working day.',
  ),
};

const TERMS: SeedPage = {
  slug: 'terms',
  title: 'Terms of Use',
  summary: 'The terms that apply when you use the Brightline Software website, send us a message or request a quote.',
  body: body(
    'These terms apply to your use of the Brightline Software website, including the pages that describe our services and projects, the contact form, the newsletter sign-up and the quote request form. By using the website you accept these terms. If you do not agree with them, please do not use the website.',
    '## Who we are',
    'The website is operated by Brightline Software Ltd. ("Brightline Software", "we", "us"), a software development and consulting company. You can reach us at hello@brightline.example.',
    '## Using the website',
    'You may browse the website and use its forms for their intended purpose: to learn about our services, to contact us and to ask for a quote. You agree not to misuse the website. In particular, you must not attempt to gain unauthorised access to any part of it, interfere with its operation or security, send automated or bulk requests, submit content that is unlawful, misleading or offensive, or submit information about another person without their permission.',
    'The back office of the website is for authorised Brightline Software staff only. Accounts are personal and must not be shared.',
    'We may change, suspend or withdraw any part of the website at any time, and we do not promise that it will always be available or free of errors.',
    '## Quote requests',
    'When you request a quote, you agree to give accurate information about yourself and your project. We will use it to assess your request and to contact you about it.',
    'A quote request does not create a contract, and any quote, estimate, proposal or price we send you in reply is an invitation to discuss your project, not a binding offer. Estimates are based on the information available at the time and may change as the scope of the work becomes clearer. A contract between you and Brightline Software exists only once a written agreement or statement of work has been signed by both parties, and the terms of that agreement then govern the work.',
    'We may decline a quote request at our discretion, for example when a project falls outside our expertise or capacity.',
    '## Information you send us',
    'Please do not send confidential or commercially sensitive information through the website forms. If you need to share such information to describe your project, tell us and we will agree a suitable way to exchange it, under a confidentiality agreement where appropriate. How we handle personal data is explained in our Privacy Policy.',
    '## Intellectual property',
    'The content of the website, including its text, images, logos, design and code, belongs to Brightline Software or to its licensors and is protected by intellectual property laws. You may view it and print or save extracts for your own reference. You may not copy, republish, sell or otherwise exploit it without our written permission.',
    "Project descriptions and client names are shown with our clients' permission. Names and trademarks of other companies belong to their owners.",
    '## Accuracy and links',
    'We take care to keep the website accurate and up to date, but its content is general information and not professional advice for your particular situation. Links to other websites are provided for convenience; we are not responsible for their content or their privacy practices.',
    '## Liability',
    'The website is provided "as is" and free of charge. To the extent permitted by law, Brightline Software is not liable for any loss or damage arising from the use of, or inability to use, the website or from reliance on its content, including indirect or consequential loss and loss of profit, data or business.',
    'Nothing in these terms limits or excludes any liability that cannot be limited or excluded by law. Our liability for services we provide under a signed agreement is set out in that agreement.',
    '## Changes to these terms',
    'We may update these terms from time to time. The version published on this page applies from the date of its last update, so please check it when you use the website.',
    '## Governing law',
    'These terms are governed by the laws of the jurisdiction in which Brightline Software Ltd. is registered, and its courts have jurisdiction over any dispute arising from them. This does not take away any rights you have under the mandatory laws of the country where you live.',
    '## Contact',
    'If you have any questions about these terms, please write to us at hello@brightline.example or use the contact form on this website.',
  ),
};

const PRIVACY: SeedPage = {
  slug: 'privacy',
  title: 'Privacy Policy',
  summary:
    'What personal data the Brightline Software website collects, why we collect it, how long we keep it, who processes it and what rights you have.',
  body: body(
    'This policy explains how Brightline Software Ltd. ("Brightline Software", "we", "us") handles personal data collected through this website. We collect only what we need to answer you and run our business, we never sell personal data, and we do not use advertising or tracking cookies.',
    '## What we collect',
    'Contact messages: when you use the contact form, we receive your name, email address, the subject and the text of your message.',
    'Quote requests: when you request a quote, we receive your name, email address, phone number, company name if you give it, your estimated budget, the services you are interested in and the description of your project.',
    'Newsletter sign-ups: when you subscribe to our newsletter, we store your email address and the date you subscribed.',
    'Staff accounts: for Brightline Software staff who sign in to the back office, we store their name, email address, role and a securely hashed password, never the password itself. To keep accounts safe we also record sign-ins and their sessions, failed sign-in attempts and password changes.',
    'Technical data: like any website, our servers receive your IP address and basic information about your browser with each request. We use it to deliver the pages, to protect the website against abuse, such as limiting repeated form submissions from one address, and to investigate errors.',
    'The only cookie we set is a strictly necessary one that keeps staff signed in to the back office. Visitors to the public pages receive no cookies from us.',
    '## Why we use it',
    'We use contact messages and quote requests to answer you and, where you ask us to, to prepare a proposal and discuss a possible project. This is necessary to take the steps you request before entering into a contract, and in our legitimate interest in responding to enquiries about our business. We use newsletter addresses only to send the newsletter you asked for, on the basis of your consent. We use staff account data to give staff secure access to the tools they need for their work, and technical data in our legitimate interest in running a secure and reliable website.',
    '## How long we keep it',
    'Contact messages are kept for up to two years after our last exchange with you, and then deleted. Quote requests that do not lead to a project are kept for up to two years after our last contact about them. When a quote request leads to a project, the related information becomes part of our client records and is kept for as long as the contract and the applicable accounting and tax rules require.',
    'Newsletter addresses are kept until you unsubscribe, after which we delete them. Staff accounts are kept while the person works with us and are deleted or anonymised afterwards; sign-in sessions expire after 30 days at the latest. Server logs are kept for no longer than 90 days, unless they are needed to investigate a security incident.',
    '## Who processes it',
    'Your data is handled by the Brightline Software staff who need it to answer you or to carry out the work. We use a small number of service providers that process data on our behalf and only on our instructions: the hosting provider that runs the website and its database, and the email service that delivers our messages. They are bound by written agreements that require them to keep the data secure and confidential.',
    'We do not sell, rent or share your personal data with anyone else, except where the law requires us to. Where a service provider processes data outside your country, we make sure that appropriate safeguards are in place.',
    '## How we protect it',
    "Data travels over encrypted connections, access to the back office is limited to authorised staff with personal accounts, passwords are stored only as secure hashes, and access rights follow each person's role.",
    '## Your rights',
    'You have the right to ask us for a copy of the personal data we hold about you, to have inaccurate data corrected, to have your data deleted, to restrict or object to its use, and to receive your data in a portable format. Where we rely on your consent, such as for the newsletter, you can withdraw it at any time; this does not affect what we did before. You also have the right to complain to your local data protection authority.',
    'To use any of these rights, write to us at the address below. We will answer within one month and may ask you to confirm your identity first.',
    '## Changes to this policy',
    'We may update this policy when our practices or the law change. The version on this page is always the current one.',
    '## Contact',
    'For any question about this policy or your personal data, please write to us at privacy@brightline.example, or use the contact form on this website.',
  ),
};

/** The website's content pages. */
export const SEED_PAGES: readonly SeedPage[] = [ABOUT, TERMS, PRIVACY];
