import { pushChannelLocale } from '@sportsbook/domain';

// The contract's publicChannel/matchChannel, rebuilt from the domain rule: importing the contract's
// runtime values would bring zod into the client bundle.

/** `public:{locale}`: match, market and provider updates of one locale (pt-BR → pt). */
export function publicChannelOf(locale: string): string {
  return `public:${pushChannelLocale(locale)}`;
}

/** `public:{locale}:match:{id}`: every market of one match. */
export function matchChannelOf(locale: string, matchId: number): string {
  return `public:${pushChannelLocale(locale)}:match:${matchId}`;
}
