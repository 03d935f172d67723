// Every string a person reads in this remote. Quoted ones come word for word from the product spec.
import { PRODUCT_NAME } from '@elite/contracts/constants';

export const rewardsStrings = {
  eyebrow: 'Loyalty programme',
  title: `${PRODUCT_NAME} Rewards`,
  intro:
    'Every completed ride earns points. Climb the tiers and enjoy benefits reserved for our most loyal clients.',
  loading: 'Loading your rewards',
  tabs: {
    overview: 'Rewards Overview',
    transactions: 'Transaction History',
  },
  signedOut: {
    text: 'Sign in or create an account to start earning rewards!',
    signIn: 'Sign In',
  },
  pendingAccount: {
    title: 'Setting up your rewards account',
    text: 'Your account is being enrolled. Your rewards will appear here in a moment.',
  },
  loadError: {
    text: 'Failed to load your rewards. Please try again later.',
    retry: 'Try again',
  },
  card: {
    label: 'Your rewards',
    tier: 'Current tier',
    tierFallback: 'Member',
    tierDiscount: (percent: number) => `${percent}% off every booking`,
    points: 'Available points',
    lifetimePoints: 'Lifetime points',
    credit: 'Rewards credit',
    creditNote: 'Taken off your next booking',
    progressTitle: (tier: string) => `Progress to ${tier}`,
    progressLabel: (tier: string) => `Progress to the ${tier} tier`,
    pointsNeeded: (points: string, tier: string) => `${points} more points to reach ${tier}`,
  },
  redeem: {
    title: 'Redeem Your Points',
    text: (hundredPoints: string) =>
      `Turn your points into credit for your next booking: every 100 points take ${hundredPoints} off its price.`,
    amount: 'Points to redeem',
    available: (points: string) => `${points} points available`,
    submit: 'Redeem Points',
    success: {
      title: 'Points Redeemed',
      description: 'Your discount will be applied to your next booking.',
    },
    failure: {
      title: 'Redemption Failed',
      description: 'Your points could not be redeemed. Please try again.',
    },
    tooMany: (points: string) => `You can redeem at most ${points} points`,
  },
  transactions: {
    label: 'Your reward transactions',
    empty: 'No transaction history available.',
    earned: 'Earned',
    spent: 'Spent',
    creditUsed: 'Credit used',
    creditReturned: 'Credit returned',
    points: (signed: string) => `${signed} points`,
    credit: (signed: string) => `${signed} credit`,
    viewBooking: (id: number) => `View booking #${id}`,
  },
  tiers: {
    title: 'Membership Tiers',
    current: 'Your tier',
    from: (points: string) => `From ${points} points`,
    discount: (percent: number) => `${percent}% off`,
  },
} as const;
