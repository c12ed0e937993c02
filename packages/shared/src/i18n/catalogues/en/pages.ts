// Texts of /blogs, /myprotfolio, /contact, /policies and the 404 page; their long prose lives beside each page.
export default {
  BLOG_TEXT: {
    heading: 'Blogs',
    intro: 'Workshop notes from our mechanics: how to make parts last longer, and how to choose the right ones.',
    readingTime: '{minutes} min read',
    contents: 'Articles on this page',
  },
  CONTACT_TEXT: {
    intro: 'Ask for a quote, a sample or help with an order. We answer within one working day.',
    officesHeading: 'Our Offices',
    formHeading: 'Write to Us',
    labelName: 'Name',
    labelEmail: 'Email',
    labelPhone: 'Phone',
    labelSubject: 'Subject',
    labelMessage: 'Message',
    requiredNote: 'All fields are required.',
    /** A Bangla page's own validation messages (an English page keeps the browser's). */
    fieldRequired: 'Fill in this field.',
    emailInvalid: 'Enter an email address, such as name@example.com.',
  },
  NOT_FOUND_TEXT: {
    text: 'The page you are looking for does not exist or has moved.',
    imageAlt: 'The number 404 drawn with a bicycle wheel as the zero and a broken chain below it',
  },
  POLICY_TEXT: {
    heading: 'Policies',
    intro: 'How we handle your data, your orders, returns and delivery.',
    updated: 'Last updated: {date}',
  },
  PORTFOLIO_TEXT: {
    heading: 'My Portfolio',
    name: 'Arif Hossain',
    role: 'Full-stack web developer, Dhaka',
    photoAlt: 'Portrait of Arif Hossain',
    aboutHeading: 'About me',
    skillsHeading: 'Skills',
    projectsHeading: 'Projects',
    projectImageAlt: 'Screenshot of {title}',
    builtWith: 'Built with',
  },
} as const;
