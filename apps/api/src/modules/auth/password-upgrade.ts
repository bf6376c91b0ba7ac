import { passwordHashOptions } from './password';

/**
 * The parts of a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`, parameters in any order) that say how costly
 * it was.
 */
interface HashCost {
  algorithm: string;
  version: number;
  memoryCost: number;
  timeCost: number;
}

function costOf(phc: string): HashCost | undefined {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$([a-z]=\d+(?:,[a-z]=\d+)*)\$/.exec(phc);
  if (!match) return undefined;
  const params = new Map(match[3]!.split(',').map((pair) => pair.split('=') as [string, string]));
  const memoryCost = Number(params.get('m'));
  const timeCost = Number(params.get('t'));
  if (!Number.isFinite(memoryCost) || !Number.isFinite(timeCost)) return undefined;
  return { algorithm: match[1]!, version: Number(match[2]), memoryCost, timeCost };
}

/**
 * Whether a stored hash is weaker than what we hash with today (another Argon2 variant, an older
 * version, less memory or fewer passes), so a successful sign-in should store a new one (ASVS
 * 6.2: parameters raised over time reach existing accounts). A stronger or unreadable hash is left
 * alone: it still verifies, and downgrading it would gain nothing.
 */
export function hashNeedsUpgrade(phc: string, target = passwordHashOptions): boolean {
  const cost = costOf(phc);
  if (!cost) return false;
  return (
    cost.algorithm !== 'argon2id' ||
    cost.version < 0x13 ||
    cost.memoryCost < target.memoryCost ||
    cost.timeCost < target.timeCost
  );
}
