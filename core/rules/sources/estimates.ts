// Sources of the cost, rent and next-steps parts of the report (decision 048): the fee law, the
// public cost figures a report falls back on without a price book, the rents it quotes, the
// building departments' own pages and the state's ADU loans. Each excerpt gives the figure as the
// page gives it, in our own words, and the day it was read.
import type { SourceDocument } from '../documents';

const READ = '2026-12-02';

export const ESTIMATE_DOCUMENTS: SourceDocument[] = [
  {
    id: 'dwellito-adu-costs',
    title: 'Costs of an ADU (Dwellito)',
    publisher: 'Dwellito',
    jurisdiction: 'US',
    sourceUrl: 'https://dwellito.com/blog/costs-of-an-adu',
    verifiedAt: READ,
    kind: 'secondary',
    sections: [
      { id: 'detached', heading: 'Detached ADUs', excerpt: 'Detached ADUs cost from $120,000 to over $300,000, the most of the kinds, for their separate utilities and site work.' },
      { id: 'attached', heading: 'Attached ADUs', excerpt: 'Attached ADUs cost from $100,000 to $250,000, often using the house\u2019s utilities and structure.' },
      { id: 'components', heading: 'What the cost covers', excerpt: 'Site preparation, utilities, the building, design, boundary survey, and permits and impact fees.' },
    ],
  },
  {
    id: 'cci-adu-owners-2021',
    title: 'ADU research 2019\u20132021: key findings (UC Berkeley Center for Community Innovation)',
    publisher: 'UC Berkeley Center for Community Innovation',
    jurisdiction: 'CA',
    sourceUrl: 'https://www.aducalifornia.org/previous-research/',
    verifiedAt: READ,
    kind: 'secondary',
    sections: [
      { id: 'bedrooms', heading: 'Physical ADU characteristics', excerpt: '61% of California\u2019s new ADUs have one bedroom, 18% are studios, and 21% have two bedrooms or more.' },
    ],
  },
  {
    id: 'hud-fmr-fy2024-boston',
    title: 'FY2024 Fair Market Rents, Boston-Cambridge-Quincy, MA-NH HUD Metro FMR Area (as tabled by US Housing Data)',
    publisher: 'U.S. Department of Housing and Urban Development',
    jurisdiction: 'MA',
    sourceUrl: 'https://www.ushousingdata.com/fair-market-rents/suffolk-county-ma',
    verifiedAt: READ,
    kind: 'secondary',
    sections: [
      {
        id: 'fmr-40th',
        heading: 'Fair Market Rent (40th percentile)',
        excerpt: 'Studio $2,212, one bedroom $2,377, two bedrooms $2,827, three bedrooms $3,418, four bedrooms $3,765 a month; Small Area FMRs exist for the area but are not required there.',
      },
    ],
  },
  {
    id: 'hud-fmr-documentation',
    title: 'Fair Market Rents (HUD USER)',
    publisher: 'U.S. Department of Housing and Urban Development',
    jurisdiction: 'US',
    sourceUrl: 'https://www.huduser.gov/portal/datasets/fmr.html',
    verifiedAt: READ,
    kind: 'primary',
    sections: [{ id: 'lookup', heading: 'FMR look-up', excerpt: 'HUD publishes each year the Fair Market Rents of every county and metro area, and Small Area FMRs by ZIP code.' }],
  },
  {
    id: 'cambridge-isd-building-permit',
    title: 'Apply for a Building Permit (Inspectional Services)',
    publisher: 'City of Cambridge',
    jurisdiction: 'MA/Cambridge',
    sourceUrl: 'https://www.cambridgema.gov/iwantto/applyforabuildingpermit',
    verifiedAt: READ,
    kind: 'primary',
    sections: [
      { id: 'portal', heading: 'How to start', excerpt: 'Register with the online permitting portal, fill out the application and upload the documents as PDFs.' },
      { id: 'completeness', heading: 'Completeness check', excerpt: 'A cursory check of completeness, not of merit, then the application goes to the city departments outside Inspectional Services.' },
      { id: 'zoning', heading: 'Zoning compliance', excerpt: 'Ask Inspectional Services or the Community Development Department whether the project complies with the Zoning Ordinance.' },
      { id: 'historic', heading: 'Protected structures', excerpt: 'Structures in historic or neighbourhood conservation districts, landmarks, or under preservation restrictions need the Cambridge Historical Commission.' },
    ],
  },
  {
    id: 'cambridge-isd-building-permits',
    title: 'Building Permits (Inspectional Services)',
    publisher: 'City of Cambridge',
    jurisdiction: 'MA/Cambridge',
    sourceUrl: 'https://www.cambridgema.gov/Services/buildingpermits',
    verifiedAt: READ,
    kind: 'primary',
    sections: [
      { id: 'required', heading: 'Building permit required', excerpt: 'Section 110.0 of the State Building Code (780 CMR) requires a building permit before any construction, alteration or demolition.' },
      { id: 'who', heading: 'Who can be issued a permit', excerpt: 'Licensed construction supervisors, or homeowners working on a one- or two-unit dwelling they live in or will live in.' },
    ],
  },
  {
    id: 'masshousing-adu-loan',
    title: 'Accessory Dwelling Unit Loan Program (MassHousing)',
    publisher: 'MassHousing',
    jurisdiction: 'MA',
    sourceUrl: 'https://www.masshousing.com/en/home-ownership/homeowners/adu',
    verifiedAt: READ,
    kind: 'primary',
    sections: [
      { id: 'amounts', heading: 'Loan amounts', excerpt: 'Second mortgages of up to $250,000 for detached ADUs and up to $150,000 for attached ones, paired with zero-interest deferred financing.' },
      { id: 'eligibility', heading: 'Eligibility', excerpt: 'Owners of a single-family home they live in, within income limits by location, with plans and permits in hand.' },
    ],
  },
  {
    id: 'demo-town-fictional',
    title: 'Maple Hollow demo town (fictional figures)',
    publisher: 'Lotline demo',
    jurisdiction: 'MA/Demo',
    sourceUrl: '/demo/',
    verifiedAt: READ,
    kind: 'secondary',
    sections: [{ id: 'rents', heading: 'Fictional rents', excerpt: 'The demo town\u2019s rents are made up for the demonstration and describe no real place.' }],
  },
];
