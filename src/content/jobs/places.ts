import type { CityKey, CountryKey, StateKey } from './vocabulary'

/** Where we hire: country → state → cities. The filter's lists narrow along it. */
export const PLACES: Record<CountryKey, Partial<Record<StateKey, CityKey[]>>> = {
  IN: {
    telangana: ['hyderabad'],
    karnataka: ['bengaluru'],
    maharashtra: ['pune', 'mumbai'],
    tamilNadu: ['chennai'],
    delhi: ['newDelhi'],
  },
  US: { texas: ['dallas', 'austin'], newJersey: ['jerseyCity'], california: ['sanJose'], illinois: ['chicago'] },
  CA: { ontario: ['toronto'], britishColumbia: ['vancouver'] },
  GB: { england: ['london', 'manchester'] },
  NL: { northHolland: ['amsterdam'] },
  FR: { ileDeFrance: ['paris'] },
  FI: { uusimaa: ['helsinki'] },
  BR: { saoPaulo: ['saoPaulo'] },
  AU: { newSouthWales: ['sydney'], victoria: ['melbourne'] },
}
