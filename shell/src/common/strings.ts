// Every string a person reads in the shell. Spec wording is kept word for word (docs/product.md §2, §5, §8).
import { PRODUCT_NAME } from '@elite/contracts/constants';

export const strings = {
  productName: PRODUCT_NAME,
  tagline: 'Premium chauffeur service',
  skipToContent: 'Skip to main content',

  nav: {
    label: 'Main',
    services: 'Services',
    fleet: 'Fleet',
    bookNow: 'Book Now',
    contact: 'Contact',
    clientLogin: 'Client Login',
    signOut: 'Sign Out',
    rewards: 'Rewards',
    admin: 'Admin',
    driver: 'My Rides',
    account: 'Account',
    signedInAs: (name: string) => `Signed in as ${name}`,
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
  },

  theme: {
    label: 'Colour theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },

  auth: {
    dialogTitle: 'Client Login',
    close: 'Close',
    choice: 'Login or register',
    loginTab: 'Login',
    registerTab: 'Register',
    email: 'Email',
    password: 'Password',
    rememberMe: 'Remember me',
    name: 'Name',
    username: 'Username',
    phone: 'Phone (Optional)',
    loginSubmit: 'Login',
    registerSubmit: 'Create Account',
    loginFailed: 'Login Failed',
    loginFailedFallback: 'Invalid email or password',
    loginSucceeded: 'Login Successful',
    loginSucceededText: 'Welcome back!',
    registerFailed: 'Registration Failed',
    registerFailedFallback: 'Could not create account',
    registerSucceeded: 'Registration Successful',
    registerSucceededText: 'Your account has been created!',
    signOutFailed: 'Sign Out Failed',
    signOutFailedFallback: 'Could not sign you out. Please try again.',
  },

  footer: {
    about:
      'Luxury chauffeur and VIP ground transportation: airport transfers, corporate travel and special events, on time and in comfort.',
    quickLinks: 'Quick Links',
    home: 'Home',
    services: 'Services',
    ourFleet: 'Our Fleet',
    bookNow: 'Book Now',
    contactUs: 'Contact Us',
    ourServices: 'Our Services',
    serviceLinks: [
      'Airport Transfers',
      'Corporate Travel',
      'Event Transportation',
      'City Tours',
      'Hourly Charters',
    ],
    contact: 'Contact',
    liveAgent: 'Live agent',
    textForQuote: 'Text for a quote',
    reservations: 'Reservations',
    businessHours: 'Business Hours',
    newsletter: 'Newsletter',
    newsletterIntro: 'News, offers and new routes, a few times a year.',
    newsletterEmail: 'Your email address',
    newsletterPlaceholder: 'you@example.com',
    newsletterSubmit: 'Subscribe',
    newsletterNote: 'By subscribing you agree to our Privacy Policy',
    subscribed: 'Subscribed',
    subscribedText: 'Thank you for subscribing to our newsletter.',
    subscribeFailed: 'Subscription Failed',
    subscribeFailedFallback: 'We could not subscribe you right now. Please try again.',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
    sitemap: 'Sitemap',
    legal: 'Legal',
    copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`,
  },

  // Each page's <title> and description, in the server's HTML and kept current as the visitor moves.
  head: {
    home: {
      title: `${PRODUCT_NAME} | Luxury Chauffeur Service`,
      description: `${PRODUCT_NAME}: premium chauffeur and VIP ground transportation. Airport transfers, corporate travel, events and city tours.`,
    },
    booking: {
      title: `Book a Ride | ${PRODUCT_NAME}`,
      description:
        'Reserve a chauffeur-driven ride in our premium minivan: airport transfers, corporate travel, events and hourly charters. No account needed.',
    },
    magicLink: {
      title: `Book Again | ${PRODUCT_NAME}`,
      description: 'Book a ride like your last one in a few taps, from the link we sent you.',
    },
    admin: {
      title: `Admin Dashboard | ${PRODUCT_NAME}`,
      description: `Bookings, contacts and the day's rides, for ${PRODUCT_NAME} staff.`,
    },
    driver: {
      title: `My Rides | ${PRODUCT_NAME}`,
      description: `Today's and tomorrow's rides, for ${PRODUCT_NAME} chauffeurs.`,
    },
    tracking: {
      title: `Manage Your Ride | ${PRODUCT_NAME}`,
      description: 'Your ride: its details, your chauffeur on the live map, and changes or cancellation.',
    },
    rewards: {
      title: `Rewards | ${PRODUCT_NAME}`,
      description: 'Earn points with every ride, climb the membership tiers and redeem points for discounts.',
    },
    notFound: {
      title: `Page Not Found | ${PRODUCT_NAME}`,
      description: 'There is no page at this address.',
    },
  },

  notFound: {
    title: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    home: 'Return to Home',
  },

  remote: {
    loading: 'Loading…',
    unavailableTitle: 'This section could not be loaded',
    unavailableText:
      'Something went wrong while loading this part of the page. Check your connection and try again.',
    retry: 'Try again',
    codeFailedText:
      'Part of this page could not finish loading: it can be read, and its forms still send, but some buttons may not answer.',
  },
} as const;
